/** Pieces the budget forms share: an amount typed in the budget's currency, and checking it as these forms say it. */
import type { ComponentProps } from "react";
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from "react-hook-form";
import type { z } from "zod";
import { inputToMinor, minorDigits } from "#shared/money.ts";
import { Input } from "#client/components/ui/input.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";

/** The amount in minor units, or the words for what is wrong with it. */
export function readAmount(text: string, currency: string, { allowZero }: { allowZero: boolean }): number | string {
  const minor = inputToMinor(text, currency);
  const example = minorDigits(currency) > 0 ? "120.50" : "120";
  if (Number.isNaN(minor)) return `Enter an amount such as ${example}`;
  if (minor < 0) return "The amount cannot be negative";
  if (!allowZero && minor === 0) return "The amount must be more than zero";
  return minor;
}

/**
 * The API schema's checks on a budget form, where some problems keep the words these forms have always used
 * ("Enter an amount such as 120.50" rather than the schema's "must be a number"): `ownWords` gives those by
 * field, and each takes the place of the schema's message for its field.
 */
export function budgetFormResolver<Form extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toApiShape: (values: Form) => unknown,
  ownWords: (values: Form) => Partial<Record<Path<Form>, string | null>>,
): Resolver<Form, unknown, z.output<Schema>> {
  const schemaResolver = shapedZodResolver<Form, Schema>(schema, toApiShape);
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors = { ...result.errors } as Record<string, FieldError>;
    for (const [field, message] of Object.entries(ownWords(values))) {
      if (typeof message === "string") errors[field] = { type: "client", message };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

export function AmountInput({ currency, ...props }: ComponentProps<typeof Input> & { currency: string }) {
  return (
    <div className="relative">
      <Input inputMode="decimal" autoComplete="off" className="pr-14" {...props} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        {currency}
      </span>
    </div>
  );
}
