/**
 * Focus for a group of controls (radios, checkboxes, a row of buttons) that one form field owns: the group's
 * element takes no focus itself, so it is handed to the control the keyboard would land on.
 */
import type { RefCallBack } from "react-hook-form";

/** The chosen radio, else the first radio, else the first control. */
export function groupControl(group: HTMLElement | null): HTMLElement | null {
  return (
    group?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
    group?.querySelector<HTMLElement>('[role="radio"]') ??
    group?.querySelector<HTMLElement>("button:not([disabled]), input, select, textarea") ??
    null
  );
}

/** A Controller's `field.ref` for the group's element: an error in the field focuses the group's control. */
export function groupFocusRef(ref: RefCallBack) {
  return (group: HTMLElement | null) => {
    if (group) ref({ focus: () => groupControl(group)?.focus() });
  };
}
