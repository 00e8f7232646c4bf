import { useState, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EVENT_MENU_LENGTH } from '@dental/contracts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminEventQueryOptions, useEventMenuChoices } from '../events/api/events';
import { FindBox } from './FindBox';

/** How long typing pauses before the menu asks for the events the words find. */
const FIND_DELAY_MS = 250;

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'id'>;

/**
 * An admin screen's event menu (decision 0107): a native menu of the events, those not over yet
 * soonest first, then past ones latest first, as the spec has it, for a catalogue of any size. Up to EVENT_MENU_LENGTH events it offers them all; past
 * that, it offers the first ones and a box above it finds the others by words of their title,
 * city or date. The event chosen now is always offered, found or not. The select takes the props
 * of a controlled menu (value, onChange), and of a form's field (react-hook-form's register) with
 * its value: options come and go as the admin searches, and a select left to itself would show
 * another event than the one chosen.
 */
export function EventMenu({
  id,
  chosen,
  noEvent,
  leading,
  unlistedLabel = 'The current event (not listed)',
  className,
  ...select
}: SelectProps & {
  /** The select's id, which its label names. */
  id: string;
  ref?: Ref<HTMLSelectElement>;
  /** The event chosen now, or `noEvent`. */
  chosen: string;
  /** The value of the leading option: no event chosen ('' or 'all'). */
  noEvent: string;
  /** The options before the events: 'All Events', or 'Select an event'. */
  leading?: ReactNode;
  /** The chosen event's option when it cannot be read (trashed or purged since). */
  unlistedLabel?: string;
  className: string;
}) {
  const [search, setSearch] = useState('');
  const words = useDebouncedValue(search.trim(), FIND_DELAY_MS);
  const menuQuery = useEventMenuChoices(words);
  const choices = menuQuery.data?.choices ?? [];
  const offersChosen = chosen === noEvent || choices.some((choice) => choice.id === chosen);
  // The chosen event's title when the menu does not offer it: one event, read whole.
  const chosenQuery = useQuery({ ...adminEventQueryOptions(chosen), enabled: !offersChosen });
  // The box shows once the catalogue holds more events than the menu offers, and stays while words are in it.
  const finding = search !== '' || words !== '' || menuQuery.data?.more === true;
  // Until the words typed have settled and been answered, the menu still holds the last answer.
  const searching = search.trim() !== words || menuQuery.isPlaceholderData || menuQuery.isPending;

  return (
    <div>
      {finding && (
        <FindBox
          id={`${id}-find`}
          label="Find an event by title, city or date"
          placeholder="Find an event..."
          value={search}
          onChange={setSearch}
          status={findStatus(words, menuQuery.isError, searching, choices.length, menuQuery.data?.more ?? false)}
          className={className}
          statusClassName="mt-1 mb-2 text-xs text-slate-600"
        />
      )}
      <select id={id} {...select} className={className}>
        {leading}
        {!offersChosen && (
          <option value={chosen}>
            {chosenQuery.data?.title ?? (chosenQuery.isError ? unlistedLabel : 'Loading the event...')}
          </option>
        )}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the box tells of the menu below it. */
function findStatus(words: string, failed: boolean, searching: boolean, found: number, more: boolean): string {
  if (failed) return "We couldn't find the events. Please try again.";
  if (searching) return 'Searching...';
  if (words === '')
    return `The menu holds ${EVENT_MENU_LENGTH} events, the soonest first; type words of a title, city or date to find another.`;
  if (found === 0) return 'No event has those words.';
  if (more) return `The menu holds the first ${EVENT_MENU_LENGTH} events found; type more words to narrow them.`;
  return found === 1 ? '1 event found: choose it in the menu.' : `${found} events found: choose one in the menu.`;
}
