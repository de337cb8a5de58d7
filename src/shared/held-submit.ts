/**
 * Forms on prerendered pages (docs/decisions/028-prerendered-public-pages.md) are on screen, and can be typed into
 * and submitted, before the app's code has run. The browser's own submit must never happen: it would send what was
 * typed, the password too, in the address. Such a form is marked with HELD_SUBMIT_ATTRIBUTE and has
 * `method="dialog"` (outside a dialog its native submit does nothing: no request, no navigation, also without
 * JavaScript); and this script, inline at the top of every prerendered page (scripts/prerender-plugin.ts, allowed by
 * its hash in the content policy, src/server/app.ts), holds a submit made before the app has taken the form over:
 * it cancels it, remembers the form and its button, and shows the button waiting. Once the page has hydrated, the
 * form's component (#client/components/held-submit-form.tsx) claims the form through HELD_SUBMIT_CLAIM and submits
 * it again, now to its own handler. What was typed stays in the inputs (hydration keeps the parsed elements, and
 * react-hook-form keeps a value edited before it registered the field).
 */

/** The attribute that marks a form whose submit is held until the app has hydrated it. */
export const HELD_SUBMIT_ATTRIBUTE = "data-held-submit";

/**
 * The function the script leaves on `window`: `claim(form)` stops holding that form's submits and answers the
 * submit held for it (its event, and its button or null), or null when there is none.
 */
export const HELD_SUBMIT_CLAIM = "gatherlyClaimHeldSubmit";

/** Its source, exactly as it goes into the page (the content policy allows it by the hash of this text). */
export const HELD_SUBMIT_SCRIPT = [
  "(function () {",
  "  var held = null;",
  "  var claimed = new WeakSet();",
  '  var waiting = ["aria-disabled", "aria-busy"];',
  '  document.addEventListener("submit", function (event) {',
  "    var form = event.target;",
  `    if (!form.hasAttribute("${HELD_SUBMIT_ATTRIBUTE}") || claimed.has(form)) return;`,
  "    event.preventDefault();",
  "    held = { form: form, submitter: event.submitter || null, event: event };",
  '    if (held.submitter) waiting.forEach(function (name) { held.submitter.setAttribute(name, "true"); });',
  "  }, true);",
  `  window.${HELD_SUBMIT_CLAIM} = function (form) {`,
  "    claimed.add(form);",
  "    if (!held || held.form !== form) return null;",
  "    var claim = held;",
  "    held = null;",
  "    if (claim.submitter) waiting.forEach(function (name) { claim.submitter.removeAttribute(name); });",
  "    return claim;",
  "  };",
  "})();",
].join("\n");
