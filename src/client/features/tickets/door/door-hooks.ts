/** Browser state the door page follows: the connection, and the code field that keeps the focus. */
import { useEffect, useSyncExternalStore, type RefObject } from "react";

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

function takesTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !["button", "checkbox", "radio", "submit", "reset"].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * A keyboard-wedge scanner types into whatever has the focus, so while `active` (no dialog open) the code
 * field takes it back whenever it lands nowhere (a tap on the page, a control that went away), and a
 * character typed while a button has the focus goes to the field instead of being lost. Tab still reaches
 * every control, and Space and Enter still press them.
 */
export function useKeepFocus(inputRef: RefObject<HTMLInputElement | null>, active: boolean): void {
  useEffect(() => {
    const input = inputRef.current;
    if (!active || !input) return;
    const focusInput = () => input.focus({ preventScroll: true });
    focusInput();

    let timer: number | undefined;
    const onFocusOut = () => {
      window.clearTimeout(timer);
      // Read where the focus went once it has moved.
      timer = window.setTimeout(() => {
        // Elements focusable only by script (the page's <main>, tabindex -1) count as nowhere.
        const now = document.activeElement;
        if (
          !now ||
          now === document.body ||
          now === document.documentElement ||
          (now instanceof HTMLElement && now.tabIndex < 0)
        )
          focusInput();
      }, 0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.key === " " || event.ctrlKey || event.metaKey || event.altKey) return;
      if (document.activeElement === input || takesTyping(document.activeElement)) return;
      // Focused during keydown, the field receives this very character.
      focusInput();
    };
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [inputRef, active]);
}
