import { KeptSearches } from './kept-searches';

describe('searches kept for their next pages', () => {
  const page = (n: number, q = 'chen') => ({ q, page: n, pageSize: 10 });

  it('answer the next pages of a search from what the first found, until the basis changes', () => {
    const kept = new KeptSearches<string[]>();
    let finds = 0;
    const find = () => [`found ${++finds}`];
    expect(kept.answer(page(1), ['views'], find)).toEqual(['found 1']);
    expect(kept.answer(page(2), ['views'], find)).toEqual(['found 1']);
    expect(kept.answer(page(1, 'park'), ['views'], find)).toEqual(['found 2']);
    expect(kept.answer(page(3), ['other views'], find)).toEqual(['found 3']);
  });

  it('bring an answer kept at an earlier version up to date, or find it again when it cannot be followed', () => {
    const kept = new KeptSearches<string[]>();
    let finds = 0;
    const find = () => [`found ${++finds}`];
    const followed: number[] = [];
    const changes = (version: number, follow: boolean) => ({
      version,
      follow: (answer: string[], since: number) => {
        followed.push(since);
        return follow ? [...answer, `followed to ${version}`] : null;
      },
    });
    expect(kept.answer(page(1), ['views'], find, { changes: changes(1, true) })).toEqual(['found 1']);
    expect(kept.answer(page(2), ['views'], find, { changes: changes(1, true) })).toEqual(['found 1']);
    expect(followed).toEqual([]);
    expect(kept.answer(page(2), ['views'], find, { changes: changes(3, true) })).toEqual(['found 1', 'followed to 3']);
    expect(kept.answer(page(2), ['views'], find, { changes: changes(4, false) })).toEqual(['found 2']);
    expect(followed).toEqual([1, 3]);
    // A new basis drops what was kept: nothing is followed across it.
    expect(kept.answer(page(1), ['new views'], find, { changes: changes(5, true) })).toEqual(['found 3']);
    expect(followed).toEqual([1, 3]);
  });

  it('find an answer again when it is not current, before following it', () => {
    const kept = new KeptSearches<{ rule: string; found: number }>();
    let finds = 0;
    const find = (rule: string) => () => ({ rule, found: ++finds });
    const options = (rule: string) => ({
      isCurrent: (answer: { rule: string }) => answer.rule === rule,
      changes: { version: 2, follow: () => null },
    });
    expect(kept.answer(page(1), [], find('a'), options('a'))).toEqual({ rule: 'a', found: 1 });
    expect(kept.answer(page(1), [], find('b'), options('b'))).toEqual({ rule: 'b', found: 2 });
    expect(kept.answer(page(2), [], find('b'), options('b'))).toEqual({ rule: 'b', found: 2 });
  });

  it('keep the 64 searches asked last, dropping the least recently asked first', () => {
    const kept = new KeptSearches<string>();
    let finds = 0;
    const find = () => `found ${++finds}`;
    for (let n = 0; n < 64; n += 1) kept.answer(page(1, `q${n}`), ['views'], find);
    // Asked again, q0 becomes the most recently asked: q1 is the least recently asked now.
    expect(kept.answer(page(2, 'q0'), ['views'], find)).toBe('found 1');
    expect(kept.answer(page(1, 'q64'), ['views'], find)).toBe('found 65');
    expect(kept.answer(page(2, 'q0'), ['views'], find)).toBe('found 1');
    expect(kept.answer(page(2, 'q2'), ['views'], find)).toBe('found 3');
    expect(kept.answer(page(2, 'q1'), ['views'], find)).toBe('found 66');
  });
});
