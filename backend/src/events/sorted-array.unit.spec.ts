import { firstIndexWhere, indexOfSorted, insertSorted, removeSorted } from './sorted-array';

describe('sorted arrays changed one item at a time', () => {
  const byKeyThenName = (a: { key: number; name: string }, b: { key: number; name: string }) =>
    a.key - b.key || a.name.localeCompare(b.name);

  it('stay in the order a full sort gives after random inserts and removals', () => {
    let state = 48;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const kept: Array<{ key: number; name: string }> = [];
    const all: Array<{ key: number; name: string }> = [];
    for (let step = 0; step < 500; step += 1) {
      if (all.length > 0 && below(3) === 0) {
        const [item] = all.splice(below(all.length), 1);
        expect(removeSorted(kept, item, byKeyThenName)).toBe(true);
      } else {
        const item = { key: below(20), name: `n${step}` };
        all.push(item);
        insertSorted(kept, item, byKeyThenName);
      }
      expect(kept).toEqual([...all].sort(byKeyThenName));
    }
    for (const item of all) expect(kept[indexOfSorted(kept, item, byKeyThenName)]).toBe(item);
  });

  it('find only the same object, and the first item past a point', () => {
    const items = [1, 3, 3, 7].map((key, index) => ({ key, name: `n${index}` }));
    expect(removeSorted(items, { key: 3, name: 'n1' }, byKeyThenName)).toBe(false);
    expect(indexOfSorted(items, { key: 9, name: 'x' }, byKeyThenName)).toBe(-1);
    expect(firstIndexWhere(items, (item) => item.key > 3)).toBe(3);
    expect(firstIndexWhere(items, (item) => item.key > 9)).toBe(4);
  });
});
