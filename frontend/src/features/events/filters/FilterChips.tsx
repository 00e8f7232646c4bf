import { useEffect, useRef, type RefObject } from 'react';
import { X } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import type { FilterChip } from './filter-chips';

/**
 * The active filters as chips, each a button that removes its filter ('Remove filter: Implants'),
 * and 'Clear all'. A removed chip's button disappears, so focus moves to the chip that took its
 * place (or the one before), and to `afterLast` when none is left.
 */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
  afterLast,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
  afterLast: RefObject<HTMLElement | null>;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]') ?? [];
    if (buttons.length > 0) buttons[Math.min(index, buttons.length - 1)].focus();
    else afterLast.current?.focus();
  }, [chips, afterLast]);

  if (chips.length === 0) return null;
  return (
    <ul ref={list} aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip, index) => (
        <li key={chip.id} className="min-w-0 max-w-full">
          <button
            type="button"
            data-chip=""
            aria-label={`Remove filter: ${chip.label}`}
            onClick={() => {
              focusAt.current = index;
              onRemove(chip);
            }}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:border-brand-300 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500"
          >
            <span className="min-w-0 truncate">{chip.label}</span>
            <X className="size-4 shrink-0" aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            focusAt.current = 0;
            onClearAll();
          }}
          className={buttonClass('ghost', 'sm')}
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}
