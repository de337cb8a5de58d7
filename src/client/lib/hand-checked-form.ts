/**
 * For useServerForm forms checked by hand rather than with the shared zod schemas (the guest pages: an RSVP
 * answer, a ticket order, opened once on a phone, where the schema library would more than double the
 * download), and whose page has no input for some of the fields the server may name.
 */
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api.ts";
import { applyFieldErrors } from "./form-errors.ts";

/** Messages by the form's field paths ("party.1.name"). */
type FieldMessages = Record<string, string>;

/** The form's values go on unchanged when `check` finds nothing; otherwise its messages land under the fields. */
export function handCheckedResolver<T extends FieldValues>(check: (values: T) => FieldMessages): Resolver<T> {
  return (values, _context, options) => {
    const found = Object.entries(check(values));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([name, message]): [string, FieldError] => [name, { type: "validate", message }]),
    );
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * What the form's submit throws on after the server refused fields: `placed` (by the form's paths) land under
 * their inputs; the messages of fields without an input (`elsewhere`) become the form's error. useServerForm
 * shows one or the other, so when there are both the placed ones are marked here.
 */
export function refusalOf<T extends FieldValues>(
  error: ApiError,
  placed: FieldMessages,
  elsewhere: readonly string[],
  setError: UseFormSetError<T>,
): Error {
  if (elsewhere.length === 0) return new ApiError(error.status, error.code, error.message, placed);
  applyFieldErrors(setError, placed, Object.keys(placed) as Array<Path<T>>);
  return new Error(elsewhere.join(" "));
}
