import { useEffect, useRef, useState } from 'react';

/**
 * A text field whose value is applied later than it is typed: `change` keeps what is typed and,
 * with `delayMs`, applies it once typing pauses that long; `flush` applies it now (Enter, leaving
 * the field). When the applied value changes by other means (a chip removed, 'Clear all', Back),
 * the field shows it, unless it only differs by the spaces the URL leaves out.
 */
export function useDraftText(applied: string, apply: (value: string) => void, delayMs?: number) {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    // Adjusting state while rendering (not in an effect) avoids showing the old text for a frame.
    setSeen(applied);
    if (draft.trim() !== applied) setDraft(applied);
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
        applyRef.current(value);
      }, delayMs);
    }
  };
  const flush = () => {
    cancel();
    if (draft.trim() !== applied) applyRef.current(draft);
  };
  return { value: draft, change, flush };
}
