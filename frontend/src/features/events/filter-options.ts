// Built once: a formatter or collator per call costs milliseconds each on a phone.
const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const compareText = new Intl.Collator('en-US').compare;

/** 'March 2027' for '2027-03'. */
export function monthLabel(monthKey: string): string {
  const [year, month] = monthKey.split('-').map(Number);
  return MONTH_FORMAT.format(new Date(year, month - 1, 1));
}

export interface FilterChoice {
  value: string;
  count: number;
}

/**
 * One facet's counts over several lists (upcoming and past events), added up. Both lists get the
 * same filters and together hold every event, so the sum is what choosing the value would find.
 */
export function facetCounts(facets: ReadonlyArray<Record<string, number> | undefined>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const facet of facets)
    for (const [value, count] of Object.entries(facet ?? {})) counts.set(value, (counts.get(value) ?? 0) + count);
  return counts;
}

/**
 * The choices of one open-ended filter (cities, months) from the server's facet counts of several
 * lists, added up: those that find an event, and the value in use even when nothing matches it.
 */
export function filterChoices(
  facets: ReadonlyArray<Record<string, number> | undefined>,
  selected: string,
  order: 'text' | 'key',
): FilterChoice[] {
  const counts = facetCounts(facets);
  const isSelected = (value: string) => selected !== '' && value.toLowerCase() === selected.toLowerCase();
  if (selected && ![...counts.keys()].some(isSelected)) counts.set(selected, 0);
  const choices = [...counts]
    .filter(([value, count]) => count > 0 || isSelected(value))
    .map(([value, count]) => ({ value, count }));
  return order === 'text'
    ? choices.sort((a, b) => compareText(a.value, b.value))
    : choices.sort((a, b) => a.value.localeCompare(b.value));
}

/** 'Implants (12)': a choice with how many events it would find. */
export function withCount(label: string, count: number | undefined): string {
  return `${label} (${count ?? 0})`;
}

/**
 * The choices of a fixed list (subjects, audiences, formats, states) a visitor is offered, in the
 * list's order: those that would find an event with the other filters as they are, and those
 * already chosen whatever their count, so they can be unchosen (decision 0058). While the counts
 * are not known yet (`null`), every choice.
 */
export function offeredChoices<Choice>(
  choices: readonly Choice[],
  valueOf: (choice: Choice) => string,
  counts: ReadonlyMap<string, number> | null,
  chosen: readonly string[],
): Choice[] {
  if (counts === null) return [...choices];
  return choices.filter((choice) => (counts.get(valueOf(choice)) ?? 0) > 0 || chosen.includes(valueOf(choice)));
}
