/**
 * Puts the server's field errors (`{ error: { fields } }`) under the matching inputs of a form and
 * focuses the first; fields the form does not have are left for the caller to show elsewhere.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

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
