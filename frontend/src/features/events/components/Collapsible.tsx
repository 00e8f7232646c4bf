import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A card whose header is a button (aria-expanded) that shows or hides its panel. */
export function Collapsible({
  header,
  children,
  className,
}: {
  header: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={cn('overflow-hidden rounded-xl border', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        // The card clips its corners (overflow hidden), which would cut off a focus ring drawn outside the button: draw it inside.
        className="flex w-full items-start gap-3 p-4 text-left hover:bg-black/[0.03] focus-visible:-outline-offset-3"
      >
        <span className="min-w-0 flex-1">{header}</span>
        <ChevronDown
          className={cn('mt-1 size-5 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!open} className="border-t border-inherit p-4">
        {children}
      </div>
    </div>
  );
}
