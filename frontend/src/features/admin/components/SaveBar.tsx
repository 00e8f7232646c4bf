import type { ReactNode } from 'react';

/**
 * The row of a long form's actions (Cancel, Save), kept in view at the bottom of the screen while
 * the form is scrolled: the event form is several screens long, and its Save used to be reachable
 * only at its very end. It says when the form holds changes not yet saved.
 */
export function SaveBar({ dirty, children }: { dirty: boolean; children: ReactNode }): ReactNode {
  return (
    <div
      role="group"
      aria-label="Save or cancel"
      className="sticky bottom-0 z-20 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 py-3 backdrop-blur"
    >
      {dirty && <span className="mr-auto text-sm font-medium text-amber-800">Unsaved changes</span>}
      {children}
    </div>
  );
}
