import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Makes every element outside `keep` inert (not focusable, not clickable, hidden from screen
 * readers): the siblings of `keep` and of each of its ancestors up to <body>. Returns the undo.
 */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/**
 * A modal sheet's behaviour while `open`: the rest of the page inert and not scrolling, focus
 * moved into the sheet and kept there (Tab and Shift+Tab wrap around), Escape closes, and focus
 * goes back to where it was when the sheet closes. `closeAtQuery` closes the sheet when the window
 * grows to where the same content is shown in place (a sheet no longer needed).
 */
export function useModalSheet({
  open,
  onClose,
  container,
  sheet,
  initialFocus,
  closeAtQuery,
}: {
  open: boolean;
  onClose: () => void;
  /** The sheet with its backdrop: kept usable while everything else is inert. */
  container: RefObject<HTMLElement | null>;
  sheet: RefObject<HTMLElement | null>;
  initialFocus: RefObject<HTMLElement | null>;
  closeAtQuery?: string;
}): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open || !container.current || !sheet.current) return undefined;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = inertOutside(container.current);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocus.current ?? sheet.current).focus();

    const onKeyDown = (keyEvent: KeyboardEvent) => {
      if (keyEvent.key === 'Escape') {
        keyEvent.preventDefault();
        onCloseRef.current();
        return;
      }
      if (keyEvent.key !== 'Tab' || !sheet.current) return;
      const focusable = Array.from(sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0,
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (keyEvent.shiftKey && (active === first || !sheet.current.contains(active))) {
        keyEvent.preventDefault();
        last.focus();
      } else if (!keyEvent.shiftKey && (active === last || !sheet.current.contains(active))) {
        keyEvent.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const wide = closeAtQuery ? window.matchMedia(closeAtQuery) : null;
    const onWide = () => wide?.matches && onCloseRef.current();
    wide?.addEventListener('change', onWide);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWide);
      undoInert();
      document.body.style.overflow = overflow;
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open, container, sheet, initialFocus, closeAtQuery]);
}
