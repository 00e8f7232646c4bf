import { keptPerObject } from './kept-per-object';

describe('keptPerObject', () => {
  it('derives once per object, and again for another object with the same content', () => {
    const derived: string[] = [];
    const lengthOf = keptPerObject((object: { text: string }) => {
      derived.push(object.text);
      return object.text.length;
    });
    const first = { text: 'implants' };
    expect(lengthOf(first)).toBe(8);
    expect(lengthOf(first)).toBe(8);
    expect(lengthOf({ text: 'implants' })).toBe(8);
    expect(derived).toEqual(['implants', 'implants']);
  });

  it('keeps a derived falsy value instead of deriving it again', () => {
    let calls = 0;
    const nothing = keptPerObject((_object: object) => {
      calls += 1;
      return 0;
    });
    const object = {};
    nothing(object);
    nothing(object);
    expect(calls).toBe(1);
  });
});
