import { useEffect, useRef, useState } from "react";

/** Long enough to wait out a word being typed, short enough to feel live. */
const TYPING_PAUSE_MS = 300;

const trim = (text: string) => text.trim();

/**
 * A list filter's text box: the typed text is applied after a pause in typing (not one request per key),
 * and the box follows the applied value when it changes elsewhere (Clear filters, Back).
 */
export function useDebouncedText(
  value: string,
  apply: (text: string) => void,
  normalise: (text: string) => string = trim,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const applied = useRef(value);

  useEffect(() => {
    const wanted = normalise(text);
    if (wanted === value) return;
    const timer = window.setTimeout(() => {
      applied.current = wanted;
      apply(wanted);
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  });

  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value);
  }, [value]);

  return [text, setText];
}
