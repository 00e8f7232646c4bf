import { useEffect, useRef, useState } from 'react';

/**
 * A text field whose value is applied later than it is typed: `change` keeps what is typed and,
 * with `delayMs`, applies it once typing pauses that long; `flush` applies it now (Enter, leaving
 * the field). When the applied value changes by other means (a chip removed, 'Clear all', Back),
 * the field shows it (draftAfterApplied).
 */
export function useDraftText(applied: string, apply: (value: string) => void, delayMs?: number) {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [sent, setSent] = useState<string | null>(null);
  if (applied !== seen) {
    // Adjusting state while rendering (not in an effect) avoids showing the old text for a frame.
    setSeen(applied);
    setSent(null);
    const shown = draftAfterApplied(draft, applied, sent);
    if (shown !== draft) setDraft(shown);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const change = (value: string) => {
    setDraft(value);
    cancel();
    if (delayMs !== undefined) {
      timer.current = setTimeout(() => {
        timer.current = null;
        setSent(value);
        applyRef.current(value);
      }, delayMs);
    }
  };
  const flush = () => {
    cancel();
    if (draft.trim() === applied) return;
    setSent(draft);
    applyRef.current(draft);
  };
  return { value: draft, change, flush };
}

/**
 * What the field shows once the applied value has become `applied`, given what it shows (`draft`)
 * and what it last applied itself (`sent`, null when that has come back already). Its own apply
 * coming back keeps the draft: a visitor who typed on while the address changed (a slow machine
 * lets a pause pass between two keys) would otherwise lose the keys typed since ('sin' applied,
 * 'sinu' typed, 'sin' shown again). So does a value that differs only by the spaces the address
 * leaves out. Anything else replaces it.
 */
export function draftAfterApplied(draft: string, applied: string, sent: string | null): string {
  if (sent !== null && sent.trim() === applied) return draft;
  return draft.trim() === applied ? draft : applied;
}
