import { useSyncExternalStore } from 'react';

/**
 * A value kept in this browser's localStorage under one key (the plan, the licence: no account,
 * decision 0026), that every component reading it re-renders with.
 *
 * Nothing reads the storage while a page renders: the server has none of it, so the first render
 * in the browser (the hydration) must show none either. The storage is read when the first
 * component subscribes, after that render, and every subscriber then re-renders with the value. A
 * change made in another tab arrives through the 'storage' event.
 */
export interface BrowserStoredValue<T> {
  /** The value, or undefined while it has not been read (on the server, and in the browser's first render). */
  use(): T | undefined;
  /** The value now, read from storage if no component has read it yet (for actions, not for rendering). */
  current(): T;
  /**
   * Keeps `stored` under the key as JSON (null removes it). Returns false when the browser refused
   * (storage full or turned off): what `set` gives then lasts until the page closes.
   */
  keep(stored: unknown): boolean;
  /** Makes `value` the value every subscriber sees. */
  set(value: T): void;
  /** What `use` subscribes with: the first subscriber reads the storage and starts following other tabs. */
  subscribe(listener: () => void): () => void;
}

/**
 * `read` turns what the storage holds (parsed JSON, or undefined when there is nothing, or it is
 * not JSON, or the storage is turned off, or `read` threw on it) into the value; it checks
 * everything, since the storage can hold anything.
 */
export function browserStoredValue<T>(storageKey: string, read: (stored: unknown) => T): BrowserStoredValue<T> {
  /** Undefined until read. */
  let value: T | undefined;
  const listeners = new Set<() => void>();

  const readStorage = (): T => {
    try {
      const raw = window.localStorage.getItem(storageKey);
      return read(raw === null ? undefined : (JSON.parse(raw) as unknown));
    } catch {
      return read(undefined);
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (storageEvent: StorageEvent) => {
    // null: the whole storage was cleared.
    if (storageEvent.key !== storageKey && storageEvent.key !== null) return;
    value = readStorage();
    notify();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    if (value === undefined) {
      value = readStorage();
      // Subscribing happens after the render that showed nothing: tell it there is a value now.
      notify();
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  const getSnapshot = () => value;
  const getServerSnapshot = () => undefined;

  return {
    use: () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot),
    subscribe,
    current: () => (value ??= readStorage()),
    keep: (stored) => {
      try {
        if (stored === null) window.localStorage.removeItem(storageKey);
        else window.localStorage.setItem(storageKey, JSON.stringify(stored));
        return true;
      } catch {
        return false;
      }
    },
    set: (next) => {
      value = next;
      notify();
    },
  };
}
