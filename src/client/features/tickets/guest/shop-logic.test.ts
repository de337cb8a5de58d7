import { describe, expect, it } from "vitest";
import {
  canAddOne,
  chosenItems,
  holderField,
  lowStockText,
  maxQuantity,
  needsPayment,
  orderedEmailFrom,
  placeServerErrors,
  priceText,
  toOrderInput,
  totalText,
  unavailableText,
  validateOrder,
  withHolderName,
  withQuantity,
  type ShopType,
} from "./shop-logic.ts";

const type = (change: Partial<ShopType> = {}): ShopType => ({
  id: "type-a",
  name: "Standard",
  description: "",
  activityTitle: null,
  priceMinor: 2500,
  currency: "EUR",
  remaining: 100,
  perOrderMax: 10,
  unavailableReason: null,
  paymentUnavailable: false,
  ...change,
});

const standard = type();
const free = type({ id: "type-free", name: "Child", priceMinor: 0 });
const buyer = { name: "Ana Silva", email: "ana@example.com" };

describe("what a ticket type offers", () => {
  it("allows up to the per-order limit, what is left, and never more than an order holds", () => {
    expect(maxQuantity(type({ perOrderMax: 4 }))).toBe(4);
    expect(maxQuantity(type({ remaining: 3 }))).toBe(3);
    expect(maxQuantity(type({ perOrderMax: 500, remaining: 1000 }))).toBe(50);
    expect(maxQuantity(type({ unavailableReason: "On sale from Jun 1" }))).toBe(0);
  });

  it("says why a type cannot be bought, the server's reason first", () => {
    expect(unavailableText(type({ unavailableReason: "On sale from Jun 1" }))).toBe("On sale from Jun 1");
    expect(unavailableText(type({ remaining: 0 }))).toBe("Sold out");
    expect(unavailableText(standard)).toBeNull();
  });

  it("says how many are left only when few are", () => {
    expect(lowStockText(type({ remaining: 10 }))).toBe("Only 10 left");
    expect(lowStockText(type({ remaining: 1 }))).toBe("Only 1 left");
    expect(lowStockText(type({ remaining: 11 }))).toBeNull();
    expect(lowStockText(type({ remaining: 0 }))).toBeNull();
  });

  it("calls a price of 0 free", () => {
    expect(priceText(free)).toBe("Free");
    expect(priceText(standard)).toMatch(/25\.00/);
  });
});

describe("the chosen tickets", () => {
  it("shrinks a quantity to what is left after the shop was read again", () => {
    const items = chosenItems([type({ remaining: 2 }), free], { "type-a": 5, "type-free": 0 });
    expect(items.map((item) => [item.type.id, item.quantity])).toEqual([["type-a", 2]]);
  });

  it("keeps the stepper within 0 and the type's limit", () => {
    expect(withQuantity({}, standard, -1)["type-a"]).toBe(0);
    expect(withQuantity({}, standard, 11)["type-a"]).toBe(10);
    expect(withQuantity({}, standard, Number.NaN)["type-a"]).toBe(0);
  });

  it("stops adding at the type's limit and at the order's", () => {
    expect(canAddOne(standard, chosenItems([standard], { "type-a": 9 }))).toBe(true);
    expect(canAddOne(standard, chosenItems([standard], { "type-a": 10 }))).toBe(false);
    const many = Array.from({ length: 5 }, (_, index) => type({ id: `t${index}`, perOrderMax: 10 }));
    const full = chosenItems(many, Object.fromEntries(many.map((t) => [t.id, 10])));
    expect(canAddOne(type({ id: "other" }), full)).toBe(false);
  });

  it("totals per currency and asks for payment only when something costs money", () => {
    const dollars = type({ id: "type-usd", currency: "USD", priceMinor: 1000 });
    const items = chosenItems([standard, free, dollars], { "type-a": 2, "type-free": 1, "type-usd": 1 });
    expect(totalText(items)).toMatch(/50\.00.*\+.*10\.00/);
    expect(needsPayment(items)).toBe(true);
    const freeOnly = chosenItems([free], { "type-free": 3 });
    expect(totalText(freeOnly)).toBe("Free");
    expect(needsPayment(freeOnly)).toBe(false);
  });
});

describe("checking the form", () => {
  it("asks for a name, a valid email and at least one ticket", () => {
    expect(validateOrder({ name: " ", email: "nope" }, [], {})).toEqual({
      buyerName: "Your name is required",
      buyerEmail: "Enter a valid email address",
      items: "Choose at least one ticket",
    });
    expect(validateOrder(buyer, chosenItems([standard], { "type-a": 1 }), {})).toEqual({});
  });

  it("checks the holder names of chosen tickets only", () => {
    const items = chosenItems([standard], { "type-a": 1 });
    const holders = withHolderName(withHolderName({}, "type-a", 0, "x".repeat(201)), "type-a", 3, "y".repeat(300));
    expect(validateOrder(buyer, items, holders)).toEqual({
      [holderField("type-a", 0)]: "Name must be at most 200 characters",
    });
  });
});

describe("the order sent", () => {
  it("is free when nothing costs money and sends no holders when nobody was named", () => {
    const items = chosenItems([free], { "type-free": 2 });
    expect(toOrderInput("key-12345678", { name: " Ana ", email: " ana@example.com " }, items, {})).toEqual({
      idempotencyKey: "key-12345678",
      buyerName: "Ana",
      buyerEmail: "ana@example.com",
      items: [{ typeId: "type-free", quantity: 2, holders: [] }],
      payment: "free",
    });
  });

  it("pays offline for priced tickets and names each ticket, the unnamed ones left to the buyer", () => {
    const items = chosenItems([standard], { "type-a": 3 });
    const holders = withHolderName({}, "type-a", 1, " Ben ");
    const input = toOrderInput("key-12345678", buyer, items, holders);
    expect(input.payment).toBe("offline");
    expect(input.items).toEqual([
      { typeId: "type-a", quantity: 3, holders: [{ name: "" }, { name: "Ben" }, { name: "" }] },
    ]);
  });
});

describe("the server's field errors", () => {
  it("go under the inputs they name, the others to the whole form", () => {
    const sent = chosenItems([free, standard], { "type-free": 1, "type-a": 2 });
    const { placed, elsewhere } = placeServerErrors(
      {
        buyerEmail: "Enter a valid email address",
        "items.1.holders.1.name": "Name must be at most 200 characters",
        "items.0.quantity": "Quantity must be at most 4",
      },
      sent,
    );
    expect(placed).toEqual({
      buyerEmail: "Enter a valid email address",
      [holderField("type-a", 1)]: "Name must be at most 200 characters",
    });
    expect(elsewhere).toEqual(["Quantity must be at most 4"]);
  });
});

describe("arriving from the shop", () => {
  it("reads the address the tickets went to from the router state", () => {
    expect(orderedEmailFrom({ orderedEmail: "ana@example.com" })).toBe("ana@example.com");
    expect(orderedEmailFrom(null)).toBeNull();
    expect(orderedEmailFrom({ orderedEmail: 3 })).toBeNull();
  });
});
