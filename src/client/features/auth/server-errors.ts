/**
 * Maps an auth failure back onto the form: the server's `fields` (VALIDATION_ERROR) and the better-auth
 * codes that clearly belong to one field. Returns whether any field got a message.
 */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { AuthClientError } from "#client/lib/auth-client.ts";
import { applyFieldErrors } from "#client/lib/form-errors.ts";

const CODE_FIELDS: Array<[RegExp, string]> = [
  [/^USER_ALREADY_EXISTS/, "email"],
  [/^INVALID_EMAIL$/, "email"],
  [/^PASSWORD_TOO_(SHORT|LONG)$/, "password"],
];

export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: AuthClientError,
  knownFields: ReadonlyArray<Path<T>>,
): boolean {
  if (applyFieldErrors(setError, error.fields, knownFields)) return true;
  const messages = new Map<Path<T>, string>();
  if (error.code && error.message) {
    for (const [pattern, key] of CODE_FIELDS) {
      const field = knownFields.find((f) => f === key);
      if (field && pattern.test(error.code)) messages.set(field, error.message);
    }
  }
  let first = true;
  for (const [field, message] of messages) {
    setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  return messages.size > 0;
}
