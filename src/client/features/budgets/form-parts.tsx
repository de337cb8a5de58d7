/** Pieces the budget forms share: an amount typed in the budget's currency, and the server's field errors. */
import type { ComponentProps } from "react";
import { inputToMinor, minorDigits } from "#shared/money.ts";
import { Input } from "#client/components/ui/input.tsx";
import { ApiError } from "#client/lib/api.ts";

export type FieldErrors = Record<string, string | undefined>;

/** The amount in minor units, or the words for what is wrong with it. */
export function readAmount(text: string, currency: string, { allowZero }: { allowZero: boolean }): number | string {
  const minor = inputToMinor(text, currency);
  const example = minorDigits(currency) > 0 ? "120.50" : "120";
  if (Number.isNaN(minor)) return `Enter an amount such as ${example}`;
  if (minor < 0) return "The amount cannot be negative";
  if (!allowZero && minor === 0) return "The amount must be more than zero";
  return minor;
}

/** A failed save: the server's field errors for the fields the form has, else one message for the form. */
export function failure(error: unknown, known: readonly string[]): { fields: FieldErrors; message: string | null } {
  if (error instanceof ApiError && error.fields && known.some((f) => error.fields?.[f]))
    return { fields: error.fields, message: null };
  return { fields: {}, message: error instanceof Error ? error.message : "Something went wrong. Please try again." };
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
