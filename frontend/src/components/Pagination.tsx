import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';

/** Page numbers shown around the current one; the first and last are always shown. */
const NEIGHBOURS = 1;

function pageNumbers(current: number, last: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= NEIGHBOURS) shown.push(page);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/**
 * Numbered pages as plain links (`?page=2`), so every page of a list has its own URL: shareable,
 * crawlable, and usable before the page's scripts have run. `param` names the query parameter,
 * so two lists on one page can page independently.
 */
export function Pagination({
  page,
  pageSize,
  total,
  param = 'page',
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  param?: string;
  label: string;
}) {
  const [searchParams] = useSearchParams();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;

  const href = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete(param);
    else next.set(param, String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const itemClass = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';

  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={cn(itemClass, 'gap-1 text-brand-700 hover:bg-brand-50')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      )}
      {pageNumbers(page, last).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className={cn(itemClass, 'text-slate-500')} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={entry}
            to={href(entry)}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Page ${entry}`}
            className={cn(itemClass, entry === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
          >
            {entry}
          </Link>
        ),
      )}
      {page < last && (
        <Link to={href(page + 1)} rel="next" className={cn(itemClass, 'gap-1 text-brand-700 hover:bg-brand-50')}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}

/** A page number from the URL: a whole number of at least 1, else 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
