import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { ToastAnnouncer } from '../../../components/ui/ToastAnnouncer';
import { cn } from '../../../lib/cn';
import { buttonClass } from '../../../components/ui/button';

/**
 * A modal dialog in the admin style (Radix: focus trapped, Escape closes, focus returns to the
 * opener). Toasts raised while it is open are also announced from inside it (ToastAnnouncer).
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-[80] flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none',
            size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <div className="border-b border-slate-200 p-5 pr-14">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
            <Dialog.Close
              className="absolute top-4 right-4 rounded-md p-2 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children && <div className="min-h-0 flex-1 overflow-y-auto p-5">{children}</div>}
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50 p-4">{footer}</div>
          )}
          <ToastAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog's Cancel and submit buttons for the form inside it (`formId`): both wait while the
 * change is sent, and the submit button says so.
 */
export function DialogFormButtons({
  formId,
  pending,
  onCancel,
  submitLabel,
  pendingLabel,
  disabled = false,
  destructive = false,
}: {
  formId: string;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  /** Also not yet (a password still to type). */
  disabled?: boolean;
  /** A deletion: the submit button is red. */
  destructive?: boolean;
}) {
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className={buttonClass('primary', 'md', destructive ? 'bg-red-700 hover:bg-red-800' : undefined)}
        disabled={disabled || pending}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </>
  );
}
