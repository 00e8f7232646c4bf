import { CalendarSearch } from 'lucide-react';
import { EmptyState } from '../../../components/EmptyState';
import { buttonClass } from '../../../components/ui/button';
import { listInWords, type FilterChip } from './filter-chips';

/**
 * What to do when the filters find no upcoming events: which filters are active, a button to drop
 * each one, and 'Clear all filters'. When past events match, they are listed below, and it says so.
 */
export function NoMatchingEvents({
  chips,
  pastMatches,
  onRemove,
  onClearAll,
}: {
  chips: FilterChip[];
  pastMatches: number;
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}) {
  const named = listInWords(chips.map((chip) => chip.label));
  return (
    <EmptyState
      icon={<CalendarSearch className="size-10" />}
      title={pastMatches > 0 ? 'No Upcoming Events Found' : 'No Events Found'}
    >
      <p>
        {pastMatches > 0
          ? `No upcoming events match ${named}. ${pastMatches === 1 ? 'One past event does' : `${pastMatches} past events do`}: see Past Events below.`
          : `No events match ${named}.`}
      </p>
      <p className="mt-3">{chips.length > 1 ? 'Try removing one of these filters:' : 'Try removing this filter:'}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {chips.map((chip) => (
          // min-w-0 lets a long filter (a date range, a long search) be cut short within the
          // button, as the chips above are, instead of widening the message past a phone's edge.
          <li key={chip.id} className="min-w-0 max-w-full">
            <button
              type="button"
              onClick={() => onRemove(chip)}
              className={buttonClass('secondary', 'sm', 'max-w-full')}
            >
              <span className="min-w-0 truncate">{`Remove ${chip.label}`}</span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" onClick={onClearAll} className={buttonClass('ghost', 'sm', 'mt-3')}>
          Clear all filters
        </button>
      )}
    </EmptyState>
  );
}
