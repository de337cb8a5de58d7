/**
 * Puts the server's field errors (`{ error: { fields } }`) under the matching inputs of a form and
 * focuses the first; fields the form does not have are left for the caller to show elsewhere.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api.ts";

export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string> | undefined,
  knownFields: ReadonlyArray<Path<T>>,
): boolean {
  let applied = 0;
  for (const field of knownFields) {
    const message = fields?.[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied > 0;
}

/**
 * After a failed submit: the server's field errors go under their inputs (null is returned), anything
 * else becomes the message for the form as a whole (`fallback` when the failure has no words of its own).
 */
export function submitFailureMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: ReadonlyArray<Path<T>>,
  fallback: string,
): string | null {
  if (error instanceof ApiError && applyFieldErrors(setError, error.fields, knownFields)) return null;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The first message of a form error that may sit on a list field itself or on one of its items ("tags.3"
 * too long, a ticket line's quantity), whichever comes first.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string" && own) return own;
  for (const [key, value] of Object.entries(error)) {
    // react-hook-form keeps the element it would focus under `ref`: no message in there.
    if (key === "ref") continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
