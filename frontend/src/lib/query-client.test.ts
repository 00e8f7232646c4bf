import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryClient, refetchAfterWrite } from './query-client';

/**
 * A list on screen whose first fetch the server answered before a write, and whose answer reaches
 * the page only after the write's own answer: what a busy browser does with two responses.
 */
function listStillLoadingWhenWritten(queryClient: QueryClient) {
  const key = ['organiser-links', 'event-1'];
  const stored: string[] = [];
  const answers: Array<() => void> = [];
  const observer = new QueryObserver<string[]>(queryClient, {
    queryKey: key,
    queryFn: () => {
      const answered = [...stored];
      return new Promise<string[]>((resolve) => answers.push(() => resolve(answered)));
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  /** Delivers every answer still on its way, oldest first. */
  const deliver = () => answers.splice(0).forEach((answer) => answer());
  return {
    key,
    write: (link: string) => stored.push(link),
    deliver,
    /** Delivers answers, as the server sends them, until the promise settles. */
    deliverUntil: async (settled: Promise<unknown>) => {
      let done = false;
      void settled.finally(() => (done = true));
      while (!done) {
        deliver();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    fetches: () => answers.length,
    lastShown: () => observer.getCurrentResult().data,
    unsubscribe,
  };
}

describe('refetchAfterWrite', () => {
  it('shows the write when the list was still on its first fetch, answered before the write', async () => {
    const queryClient = createQueryClient();
    const list = listStillLoadingWhenWritten(queryClient);
    expect(list.fetches()).toBe(1);

    list.write('organiser@example.com');
    await list.deliverUntil(refetchAfterWrite(queryClient, list.key));

    expect(list.lastShown()).toEqual(['organiser@example.com']);
    list.unsubscribe();
  });

  it('is needed: invalidation alone hands back the first fetch, and the list keeps the answer from before', async () => {
    // react-query reuses a first fetch in flight instead of asking again (cancelRefetch cancels only
    // a fetch of a query that has data). If this starts to fail, the library asks again by itself.
    const queryClient = createQueryClient();
    const list = listStillLoadingWhenWritten(queryClient);

    list.write('organiser@example.com');
    await list.deliverUntil(queryClient.invalidateQueries({ queryKey: list.key }));

    expect(list.lastShown()).toEqual([]);
    list.unsubscribe();
  });

  it('fetches a list that has data again, once, and leaves lists under other keys alone', async () => {
    const queryClient = createQueryClient();
    const list = listStillLoadingWhenWritten(queryClient);
    list.deliver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list.lastShown()).toEqual([]);
    const other = new QueryObserver(queryClient, { queryKey: ['accounts'], queryFn: () => ['owner'] });
    const unsubscribeOther = other.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    list.write('organiser@example.com');
    const refreshed = refetchAfterWrite(queryClient, list.key);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list.fetches()).toBe(1);
    list.deliver();
    await refreshed;

    expect(list.lastShown()).toEqual(['organiser@example.com']);
    expect(queryClient.getQueryState(['accounts'])?.isInvalidated).toBe(false);
    unsubscribeOther();
    list.unsubscribe();
  });
});
