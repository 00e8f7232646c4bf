import { useToast } from '../../lib/toast';

/**
 * For inside a modal dialog. Radix hides everything outside an open modal from assistive
 * technology, the toast region included, so a toast raised while the dialog is open (a missing
 * password, a refused request) would not be heard. This repeats the open toast's text in visually
 * hidden live regions inside the dialog: an alert for an error, a status message otherwise. Both
 * regions are there from the start, as screen readers announce changes to a region, not new ones.
 */
export function ToastAnnouncer() {
  const { toasts } = useToast();
  const current = toasts.find((item) => item.open);
  const text = current ? [current.title, current.description].filter(Boolean).join(': ') : '';
  const isError = current?.variant === 'destructive';
  return (
    <div className="sr-only">
      <div role="alert">{isError ? text : ''}</div>
      <div role="status">{isError ? '' : text}</div>
    </div>
  );
}
