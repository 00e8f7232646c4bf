import { Search, X } from 'lucide-react';

/**
 * An admin list's search box: a magnifier, the words, and a button that clears them (the browser's
 * own clear button is hidden, so there is one). The label is read out only, unless `visibleLabel`:
 * the placeholder says on screen what the box searches.
 */
export function ListSearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  visibleLabel = false,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  visibleLabel?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={visibleLabel ? 'mb-1 block text-sm font-medium text-slate-700' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(changeEvent) => onChange(changeEvent.target.value)}
          placeholder={placeholder}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-9 text-sm [&::-webkit-search-cancel-button]:appearance-none"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear search"
            title="Clear search"
            className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
