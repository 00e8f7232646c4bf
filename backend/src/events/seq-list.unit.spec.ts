import { SeqList } from './seq-list';

describe('a list of item numbers (SeqList)', () => {
  const read = (list: SeqList) => {
    const seqs: number[] = [];
    list.forEach((seq) => seqs.push(seq));
    return seqs;
  };

  it('holds the numbers it is given, ascending and once each, as it grows past packing and shrinks again', () => {
    let state = 11;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const list = new SeqList();
    const held = new Set<number>();
    // Up to about 150 numbers, well past the point where the list packs them, and back down.
    for (let step = 0; step < 3000; step += 1) {
      const seq = below(200);
      const growing = step < 1500 ? below(3) > 0 : below(3) === 0;
      if (growing) {
        expect(list.insert(seq)).toBe(!held.has(seq));
        held.add(seq);
      } else {
        expect(list.remove(seq)).toBe(held.has(seq));
        held.delete(seq);
      }
      if (step % 97 === 0) {
        list.trim();
        expect(read(list)).toEqual([...held].sort((a, b) => a - b));
      }
      expect(list.length).toBe(held.size);
    }
    expect(read(list)).toEqual([...held].sort((a, b) => a - b));
  });

  it('appends numbers given in order, and keeps the largest a word index may use', () => {
    const list = new SeqList();
    const seqs = [...Array.from({ length: 100 }, (_, at) => at * 3), 0xffffffff];
    for (const seq of seqs) list.push(seq);
    list.trim();
    expect(read(list)).toEqual(seqs);
    expect(list.insert(4)).toBe(true);
    expect(list.at(2)).toBe(4);
    expect(list.at(list.length - 1)).toBe(0xffffffff);
  });
});
