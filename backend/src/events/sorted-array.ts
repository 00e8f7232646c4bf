/**
 * A plain array kept in the order of a total comparator, changed one item at a time: a binary
 * search finds the place and a splice moves the pointers after it (tens of microseconds for
 * 50,000 items), so an ordered view is never sorted again after it is first built.
 */
export type Compare<T> = (a: T, b: T) => number;

/** The first index whose item does not come before `item`. */
export function lowerBound<T>(array: readonly T[], item: T, compare: Compare<T>): number {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(array[middle], item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first index whose item `isAfter` says is past the point looked for (items are ordered so it is monotone). */
export function firstIndexWhere<T>(array: readonly T[], isAfter: (item: T) => boolean): number {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAfter(array[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function insertSorted<T>(array: T[], item: T, compare: Compare<T>): void {
  array.splice(lowerBound(array, item, compare), 0, item);
}

/** Removes `item` (the same object) from where its keys place it; false when it is not there. */
export function removeSorted<T>(array: T[], item: T, compare: Compare<T>): boolean {
  const index = lowerBound(array, item, compare);
  if (array[index] !== item) return false;
  array.splice(index, 1);
  return true;
}

/** Where `item` (the same object) is, or -1. */
export function indexOfSorted<T>(array: readonly T[], item: T, compare: Compare<T>): number {
  const index = lowerBound(array, item, compare);
  return array[index] === item ? index : -1;
}
