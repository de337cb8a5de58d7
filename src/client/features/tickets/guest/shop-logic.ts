/**
 * What the ticket shop's form holds, what it checks before sending, how it becomes the order the API takes,
 * and where the server's field errors go. Checked by hand rather than with the shared zod schemas: buyers
 * open the shop once, on a phone, and the schema library would more than double what they download.
 */
import type { Path, UseFormSetError } from "react-hook-form";
import type { TShopOrderInput, TShopView } from "#shared/tickets/schemas.ts";
import { formatMoney } from "#shared/money.ts";
import { applyFieldErrors } from "#client/lib/form-errors.ts";

export type ShopType = TShopView["types"][number];

/** The limits of ZShopOrderInput, repeated here so the shop stays free of zod. */
export const ORDER_TICKETS_MAX = 50;
const NAME_MAX = 200;
const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At or under this many left, the shop says how many. */
const LOW_STOCK = 10;

/** Tickets chosen per type id. */
export type Quantities = Readonly<Record<string, number>>;

/** Holder names per type id, one per ticket; an empty name leaves that ticket in the buyer's name. */
export type HolderNames = Readonly<Record<string, readonly string[]>>;

export interface BuyerValues {
  name: string;
  email: string;
}

export interface ChosenItem {
  type: ShopType;
  quantity: number;
}

/** Field name ("buyerName", "buyerEmail", "items", "holders.{typeId}.{index}") -> message. */
export type FieldErrors = Record<string, string>;

export const holderField = (typeId: string, index: number) => `holders.${typeId}.${index}`;

/** How many of a type one order may take now: 0 when it is not on sale. */
export function maxQuantity(type: ShopType): number {
  if (type.unavailableReason !== null) return 0;
  return Math.max(0, Math.min(type.perOrderMax, type.remaining, ORDER_TICKETS_MAX));
}

/** Why a type cannot be chosen, in the buyer's words; null when it can. */
export function unavailableText(type: ShopType): string | null {
  if (type.unavailableReason !== null) return type.unavailableReason;
  return maxQuantity(type) === 0 ? "Sold out" : null;
}

export function lowStockText(type: ShopType): string | null {
  if (unavailableText(type) !== null || type.remaining > LOW_STOCK) return null;
  return `Only ${type.remaining} left`;
}

export function priceText(type: Pick<ShopType, "priceMinor" | "currency">): string {
  return type.priceMinor === 0 ? "Free" : formatMoney(type.priceMinor, type.currency);
}

/**
 * The chosen tickets as they can be bought now: after the shop is read again (someone else bought the last
 * places) a quantity shrinks to what is left instead of being refused at the server.
 */
export function chosenItems(types: readonly ShopType[], quantities: Quantities): ChosenItem[] {
  return types
    .map((type) => ({ type, quantity: Math.min(quantities[type.id] ?? 0, maxQuantity(type)) }))
    .filter((item) => item.quantity > 0);
}

export function ticketCount(items: readonly ChosenItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The amount to pay per currency (an event's types may be priced in more than one); free ones left out. */
function totals(items: readonly ChosenItem[]): Array<{ currency: string; minor: number }> {
  const byCurrency = new Map<string, number>();
  for (const { type, quantity } of items) {
    if (type.priceMinor > 0)
      byCurrency.set(type.currency, (byCurrency.get(type.currency) ?? 0) + type.priceMinor * quantity);
  }
  return [...byCurrency].map(([currency, minor]) => ({ currency, minor }));
}

export function totalText(items: readonly ChosenItem[]): string {
  const amounts = totals(items);
  return amounts.length === 0
    ? "Free"
    : amounts.map((amount) => formatMoney(amount.minor, amount.currency)).join(" + ");
}

export function needsPayment(items: readonly ChosenItem[]): boolean {
  return totals(items).length > 0;
}

/** One more of this type: within its own limit and the order's. */
export function canAddOne(type: ShopType, items: readonly ChosenItem[]): boolean {
  const chosen = items.find((item) => item.type.id === type.id)?.quantity ?? 0;
  return chosen < maxQuantity(type) && ticketCount(items) < ORDER_TICKETS_MAX;
}

export function withQuantity(quantities: Quantities, type: ShopType, quantity: number): Quantities {
  const clamped = Number.isFinite(quantity) ? Math.min(maxQuantity(type), Math.max(0, Math.trunc(quantity))) : 0;
  return { ...quantities, [type.id]: clamped };
}

export function withHolderName(holders: HolderNames, typeId: string, index: number, name: string): HolderNames {
  const names = [...(holders[typeId] ?? [])];
  while (names.length <= index) names.push("");
  names[index] = name;
  return { ...holders, [typeId]: names };
}

/** The holder names of the tickets chosen of one type: one per ticket, names typed for tickets since removed are kept but not sent. */
export function holderNamesOf(holders: HolderNames, item: ChosenItem): string[] {
  return Array.from({ length: item.quantity }, (_, index) => holders[item.type.id]?.[index] ?? "");
}

export function validateOrder(buyer: BuyerValues, items: readonly ChosenItem[], holders: HolderNames): FieldErrors {
  const errors: FieldErrors = {};
  const name = buyer.name.trim();
  const email = buyer.email.trim();
  if (name === "") errors.buyerName = "Your name is required";
  else if (name.length > NAME_MAX) errors.buyerName = `Your name must be at most ${NAME_MAX} characters`;
  if (email === "") errors.buyerEmail = "Email is required";
  else if (email.length > EMAIL_MAX) errors.buyerEmail = "Email is too long";
  else if (!EMAIL_SHAPE.test(email)) errors.buyerEmail = "Enter a valid email address";
  if (items.length === 0) errors.items = "Choose at least one ticket";
  else if (ticketCount(items) > ORDER_TICKETS_MAX)
    errors.items = `One order can hold at most ${ORDER_TICKETS_MAX} tickets`;
  for (const item of items) {
    holderNamesOf(holders, item).forEach((holder, index) => {
      if (holder.trim().length > NAME_MAX)
        errors[holderField(item.type.id, index)] = `Name must be at most ${NAME_MAX} characters`;
    });
  }
  return errors;
}

/** The API's order. Holders are sent only when the buyer named someone; an unnamed ticket stays the buyer's. */
export function toOrderInput(
  idempotencyKey: string,
  buyer: BuyerValues,
  items: readonly ChosenItem[],
  holders: HolderNames,
): TShopOrderInput {
  return {
    idempotencyKey,
    buyerName: buyer.name.trim(),
    buyerEmail: buyer.email.trim(),
    items: items.map((item) => {
      const names = holderNamesOf(holders, item).map((name) => name.trim());
      return {
        typeId: item.type.id,
        quantity: item.quantity,
        holders: names.some((name) => name !== "") ? names.map((name) => ({ name })) : [],
      };
    }),
    payment: needsPayment(items) ? "offline" : "free",
  };
}

/** The order as the server names its fields: the ones the form has an input for. */
interface OrderFields {
  buyerName: string;
  buyerEmail: string;
  items: Array<{ holders: Array<{ name: string }> }>;
}

/**
 * The server's field errors of an order sent with `sent`: those with an input go under it (named as the
 * form names them); the others ("items.0.quantity", "payment") are returned as messages for the whole form.
 */
export function placeServerErrors(
  fields: Record<string, string> | undefined,
  sent: readonly ChosenItem[],
): { placed: FieldErrors; elsewhere: string[] } {
  const formNames = new Map<Path<OrderFields>, string>([
    ["buyerName", "buyerName"],
    ["buyerEmail", "buyerEmail"],
  ]);
  sent.forEach((item, itemIndex) => {
    for (let index = 0; index < item.quantity; index += 1) {
      formNames.set(`items.${itemIndex}.holders.${index}.name`, holderField(item.type.id, index));
    }
  });
  const placed: FieldErrors = {};
  const setError: UseFormSetError<OrderFields> = (name, error) => {
    const formName = formNames.get(name as Path<OrderFields>);
    if (formName) placed[formName] = error.message ?? "";
  };
  applyFieldErrors(setError, fields, [...formNames.keys()]);
  const elsewhere = Object.entries(fields ?? {})
    .filter(([name]) => !formNames.has(name as Path<OrderFields>))
    .map(([, message]) => message);
  return { placed, elsewhere };
}

/** What the shop hands to the confirmation page it sends the buyer on to (router state). */
export interface OrderedState {
  orderedEmail: string;
}

/** The address the tickets were just emailed to, when the buyer arrived from the shop; null otherwise. */
export function orderedEmailFrom(state: unknown): string | null {
  if (!state || typeof state !== "object") return null;
  const email = (state as Partial<OrderedState>).orderedEmail;
  return typeof email === "string" && email !== "" ? email : null;
}
