import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router';
import { LogOut } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { AdminDialog } from './AdminDialog';

/** Told to an admin who undoes a change while the form above the history holds unsaved edits. */
export const UNDO_OVER_UNSAVED_CHANGES =
  'You have unsaved changes in the form above. Undoing reloads the form with the values after the undo, and your unsaved changes are lost.';

/** Whether a move from one address to another leaves the form: a new path or query, not a hash or a reload of the same address. */
export function leavesPage(
  current: Pick<Location, 'pathname' | 'search'>,
  next: Pick<Location, 'pathname' | 'search'>,
): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}

export interface UnsavedChangesGuard {
  /** The 'Leave without saving?' dialog; render it once, anywhere in the form. */
  dialog: ReactNode;
  /**
   * Lets the next navigation through without asking: call it just before saving, since a save
   * goes on to another screen. `hold()` arms the guard again when the save fails.
   */
  release: () => void;
  hold: () => void;
}

/**
 * Asks before an admin leaves a form with unsaved changes: in the app (a link, Back, the admin
 * menu) with a dialog, through the router's blocker; on closing or reloading the tab with the
 * browser's own prompt (beforeunload), the only one a page may show then.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const released = useRef(false);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      dirty && !released.current && leavesPage(currentLocation, nextLocation),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (unload: BeforeUnloadEvent) => {
      if (released.current) return;
      unload.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      unload.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <AdminDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="The changes you made on this form have not been saved."
      footer={
        <>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => blocker.state === 'blocked' && blocker.reset()}
          >
            Stay on this page
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}
            onClick={() => blocker.state === 'blocked' && blocker.proceed()}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Leave without saving
          </button>
        </>
      }
    />
  );

  return {
    dialog,
    release: useCallback(() => {
      released.current = true;
    }, []),
    hold: useCallback(() => {
      released.current = false;
    }, []),
  };
}
