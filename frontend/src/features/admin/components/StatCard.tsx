import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A number with its label; `onClick` makes it a filter button (pressed when `active`). Numbers are
 * written with their thousands separated (400,039), as the dashboard writes its counts.
 */
export function StatCard({
  label,
  value,
  icon,
  tone = 'brand',
  active,
  onClick,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: 'brand' | 'teal' | 'amber' | 'slate' | 'green' | 'red' | 'violet';
  active?: boolean;
  onClick?: () => void;
}) {
  const tones: Record<string, string> = {
    brand: 'bg-brand-50 text-brand-700',
    teal: 'bg-teal-50 text-teal-700',
    amber: 'bg-amber-50 text-amber-700',
    slate: 'bg-slate-100 text-slate-700',
    green: 'bg-green-50 text-green-700',
    red: 'bg-red-50 text-red-700',
    violet: 'bg-violet-50 text-violet-700',
  };
  const body = (
    <>
      {icon && (
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tones[tone])}>{icon}</span>
      )}
      <span className="min-w-0 text-left">
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        <span className="block text-2xl font-bold text-slate-900">
          {typeof value === 'number' ? value.toLocaleString('en-US') : value}
        </span>
      </span>
    </>
  );
  const classes = cn(
    'flex w-full items-center gap-3 rounded-xl border bg-white p-4 shadow-sm',
    active ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
  );
  if (onClick) {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-pressed={active}
        className={cn(classes, 'transition-colors hover:border-brand-400')}
      >
        {body}
      </button>
    );
  }
  return <div className={classes}>{body}</div>;
}
