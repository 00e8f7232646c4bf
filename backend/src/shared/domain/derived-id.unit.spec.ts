import { derivedId } from './derived-id';

describe('derivedId', () => {
  it('gives one id per process and step, the same every time', () => {
    const id = derivedId('d1', 'event');
    expect(derivedId('d1', 'event')).toBe(id);
    expect(derivedId('d1', 'speaker-s1')).not.toBe(id);
    expect(derivedId('d2', 'event')).not.toBe(id);
  });

  it('is laid out as a version 5 UUID', () => {
    expect(derivedId('d1', 'event')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
