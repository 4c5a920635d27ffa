import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** Search runs 300 ms after typing stops (docs/product/discovery.md, "Search"). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, kept in step with `?q=` in the address. Typing replaces the current
 * history entry (no entry per keystroke); a new address from elsewhere (the top bar, back and
 * forward) puts its `q` into the box. `query` is the trimmed text once typing has paused, and
 * '' at once when the box is emptied.
 */
export function useSearchText() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlText = params.get('q') ?? '';

  const [text, setText] = useState(urlText);
  // The text searched for: the box's, once typing has paused.
  const [settled, setSettled] = useState(urlText.trim());
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    // Our own writes are replacements and already match the box; any other new address is
    // searched for at once.
    if (navigationType !== 'REPLACE' && urlText !== text) {
      setText(urlText);
      setSettled(urlText.trim());
    }
  }

  const trimmed = text.trim();
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const changeText = (next: string) => {
    setText(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { text, setText: changeText, query: trimmed === '' ? '' : settled };
}
