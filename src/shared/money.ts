/**
 * Money is stored as integer minor units (cents) with an ISO 4217 currency code, and shown with
 * Intl.NumberFormat. How many minor digits a currency has (2 for EUR, 0 for JPY) comes from Intl too.
 */

/** The currencies offered in pickers; stored amounts in any other valid code still format correctly. */
export const COMMON_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "JPY",
  "CNY",
  "INR",
  "SGD",
  "HKD",
  "ZAR",
  "BRL",
  "MXN",
] as const;

const digitsCache = new Map<string, number>();

/** Minor digits of a currency: 2 for most, 0 for JPY, 3 for a few; 2 when the code is unknown. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** "€45.50" for 4550 EUR, in the reader's locale. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** The amount as typed into an input ("45.50"), without grouping or symbol. */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * Reads an amount typed by a person ("45", "45.5", "45,50", "1 200.00") as minor units. Returns NaN when it
 * is not an amount or has more decimals than the currency allows, so a schema can say so.
 */
export function inputToMinor(text: string, currency: string): number {
  const compact = text.trim().replace(/[\s\u00a0']/g, "");
  // One comma and no dot is a decimal comma ("45,50"); otherwise commas group thousands.
  const normal = /^-?\d*,\d+$/.test(compact) ? compact.replace(",", ".") : compact.replace(/,/g, "");
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(normal);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return Number.NaN;
  const digits = minorDigits(currency);
  const fraction = match[3] ?? "";
  if (fraction.length > digits) return Number.NaN;
  const minor = Number(match[2] || "0") * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return match[1] === "-" ? -minor : minor;
}
