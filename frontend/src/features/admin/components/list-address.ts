import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An admin list's state kept in the address (?q=&…&page=), as the events and speakers screens keep
 * theirs: read with `read` (anything unknown as the default), written with `write` (defaults left
 * out). `update` starts again at page 1 unless it names a page, and reads the address bar rather
 * than the last render, so quick changes all stick. `searchBox` is the search box's value and
 * change: it follows the address (back and forward) but keeps what is being typed.
 */
export function useListAddress<State extends { q: string; page: number }>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => read(searchParams), [read, searchParams]);
  const [search, setSearch] = useState(state.q);
  const [searchInAddress, setSearchInAddress] = useState(state.q);
  if (searchInAddress !== state.q) {
    setSearchInAddress(state.q);
    setSearch(state.q);
  }
  const update = (changes: Partial<State>) =>
    setSearchParams(() => write({ ...read(new URLSearchParams(window.location.search)), page: 1, ...changes }), {
      replace: true,
      preventScrollReset: true,
    });
  /** The search box's value and what typing in it does: the words kept as typed, and in the address. */
  const searchBox = {
    value: search,
    onChange: (words: string) => {
      setSearch(words);
      update({ q: words } as Partial<State>);
    },
  };
  return { state, update, searchBox };
}
