/**
 * The <form> of a page the build prerenders (docs/decisions/028-prerendered-public-pages.md): a submit made before
 * the app's code has run is held by the page's inline script (#shared/held-submit.ts) instead of going out as the
 * browser's own, and is made again, to `onSubmit`, once the form has hydrated. Use it as a <form>.
 */
import { useEffect, useRef, type ComponentProps, type SubmitEvent } from "react";
import { HELD_SUBMIT_ATTRIBUTE, HELD_SUBMIT_CLAIM } from "#shared/held-submit.ts";

type ClaimHeldSubmit = (form: HTMLFormElement) => { event: Event; submitter: HTMLElement | null } | null;

const marker = { [HELD_SUBMIT_ATTRIBUTE]: "" };
/** The submit events the forms' handlers got. */
const handled = new WeakSet<Event>();

export function HeldSubmitForm({ onSubmit, ...props }: Omit<ComponentProps<"form">, "ref" | "method" | "action">) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    // Only a page that came prerendered has the script; on a page rendered here nothing was held.
    const claim = (window as unknown as Partial<Record<typeof HELD_SUBMIT_CLAIM, ClaimHeldSubmit>>)[HELD_SUBMIT_CLAIM];
    const held = form && claim ? claim(form) : null;
    if (!form || !held) return;
    // Once the held event has been dispatched: a submit made while the form was hydrating can reach the handler
    // itself (React hydrates the form to deliver it), and is not made twice.
    window.setTimeout(() => {
      if (handled.has(held.event) || !form.isConnected) return;
      // The same elements as before hydration; the button only if it is still this form's.
      form.requestSubmit(held.submitter?.closest("form") === form ? held.submitter : null);
    }, 0);
  }, []);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    handled.add(event.nativeEvent);
    onSubmit?.(event);
  };
  // "dialog": outside a dialog the browser's own submit does nothing at all (no request, no address with the
  // values in it), also without JavaScript; with it, the handler cancels every submit anyway.
  return <form {...props} {...marker} ref={ref} method="dialog" onSubmit={submit} />;
}
