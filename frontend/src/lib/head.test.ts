import { jsonForScriptElement } from './head';

describe('jsonForScriptElement', () => {
  it('cannot close the script element it is written into', () => {
    const text = jsonForScriptElement({ name: '</script><script>alert(1)</script>', description: 'A & B <b>' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', description: 'A & B <b>' });
  });
});
