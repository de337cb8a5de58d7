/**
 * Copy protection: for everyone but super admins, signed-out visitors included, copying,
 * cutting, the context menu and the Ctrl/Cmd+C and Ctrl/Cmd+X shortcuts are blocked, except where people
 * type (fields, editable content, forms, textbox and combobox widgets). The body's `protected-content`
 * class turns text selection off outside those places (styles.css).
 */
import { useEffect } from "react";
import { useIsSuperAdmin } from "#client/lib/roles.ts";

const PROTECTED_CONTENT_CLASS = "protected-content";

const EDITABLE_SELECTOR = [
  "input",
  "textarea",
  "select",
  '[contenteditable]:not([contenteditable="false"])',
  "form",
  '[role="textbox"]',
  '[role="combobox"]',
].join(", ");

function isInsideEditable(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest(EDITABLE_SELECTOR) != null;
}

function blockOutsideEditable(event: Event): void {
  if (!isInsideEditable(event.target)) event.preventDefault();
}

function blockShortcut(event: KeyboardEvent): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  const key = event.key.toLowerCase();
  // `code` covers keyboard layouts where C and X sit elsewhere.
  const isCopyOrCut = key === "c" || key === "x" || event.code === "KeyC" || event.code === "KeyX";
  if (isCopyOrCut && !isInsideEditable(event.target)) event.preventDefault();
}

export function CopyProtection() {
  const isSuperAdmin = useIsSuperAdmin();

  useEffect(() => {
    if (isSuperAdmin) return;
    document.body.classList.add(PROTECTED_CONTENT_CLASS);
    document.addEventListener("copy", blockOutsideEditable);
    document.addEventListener("cut", blockOutsideEditable);
    document.addEventListener("contextmenu", blockOutsideEditable);
    document.addEventListener("keydown", blockShortcut);
    return () => {
      document.body.classList.remove(PROTECTED_CONTENT_CLASS);
      document.removeEventListener("copy", blockOutsideEditable);
      document.removeEventListener("cut", blockOutsideEditable);
      document.removeEventListener("contextmenu", blockOutsideEditable);
      document.removeEventListener("keydown", blockShortcut);
    };
  }, [isSuperAdmin]);

  return null;
}
