import { dismissToast, removeToast, toast, useToast } from './toast';

// The store is module state; read it through the hook's snapshot function via a tiny shim.
jest.mock('react', () => ({ useSyncExternalStore: (_subscribe: unknown, snapshot: () => unknown) => snapshot() }));

describe('toast store', () => {
  it('shows one toast at a time, newest first', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Submission Failed', variant: 'destructive' });
    const { toasts } = useToast();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, title: 'Submission Failed', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast and drops it once removed', () => {
    const shown = toast({ title: 'Event Submitted Successfully!' });
    dismissToast(shown.id);
    expect(useToast().toasts[0]).toMatchObject({ id: shown.id, open: false });
    removeToast(shown.id);
    expect(useToast().toasts).toHaveLength(0);
  });
});
