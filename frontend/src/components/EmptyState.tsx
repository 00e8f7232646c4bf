import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  children,
  headingLevel: Heading = 'h2',
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon && (
        <div className="mb-4 text-brand-600" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {/* As wide as the box, not as its longest line: a centred flex item is otherwise as wide as
          its widest unbreakable content (a long search word, a long filter), past a phone's edge. */}
      {children && <div className="mt-2 w-full text-sm break-words text-slate-600">{children}</div>}
    </div>
  );
}

/** The message shown when a list cannot be loaded at all. */
export function LoadError({ what }: { what: string }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 px-6 py-4 text-center text-sm text-red-800"
    >
      {`We couldn't load ${what}. Please refresh the page to try again.`}
    </div>
  );
}
