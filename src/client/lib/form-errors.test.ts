import { describe, expect, it } from "vitest";
import { firstErrorMessage } from "./form-errors.ts";

describe("form errors on list fields", () => {
  it("finds the message on the field or on one of its items", () => {
    expect(firstErrorMessage({ message: "Tags must be a list" })).toBe("Tags must be a list");
    expect(firstErrorMessage([undefined, { message: "Tags must be at most 40 characters", ref: {} }])).toBe(
      "Tags must be at most 40 characters",
    );
    expect(firstErrorMessage([undefined, { quantity: { message: "Quantity must be at most 50", ref: {} } }])).toBe(
      "Quantity must be at most 50",
    );
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});
