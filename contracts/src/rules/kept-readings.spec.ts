import { keptReadings } from './kept-readings';

describe('keptReadings', () => {
  it('reads each text once while it is kept, null and empty results included', () => {
    const read = jest.fn((text: string) => (text === 'none' ? null : text.toUpperCase()));
    const kept = keptReadings(10, read);
    expect([kept('a'), kept('a'), kept('none'), kept('none'), kept('')]).toEqual(['A', 'A', null, null, '']);
    expect(read.mock.calls.map(([text]) => text)).toEqual(['a', 'none', '']);
  });

  it('keeps at most its limit: when full, everything is dropped and read again when asked', () => {
    const read = jest.fn((text: string) => text.length);
    const kept = keptReadings(2, read);
    kept('one');
    kept('three');
    kept('eleven');
    kept('one');
    kept('eleven');
    // 'eleven' filled a full map: it was dropped with the rest, so 'one' is read again; 'eleven' is still there.
    expect(read.mock.calls.map(([text]) => text)).toEqual(['one', 'three', 'eleven', 'one']);
  });
});
