import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, removeToast, TOAST_DURATION_MS, useToast } from '../../lib/toast';

/** Renders the toast store (spec section 9): 5000 ms, swipe right past 50 px, F8 jumps to the region. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          onAnimationEnd={() => {
            if (!item.open) removeToast(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && (
              <ToastPrimitive.Description
                className={cn('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-slate-700')}
              >
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-2 right-2 rounded-md p-1',
              item.variant === 'destructive' ? 'text-red-50 hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notification"
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
