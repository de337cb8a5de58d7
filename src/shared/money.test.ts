import { describe, expect, it } from "vitest";
import { formatMoney, inputToMinor, minorDigits, minorToInput } from "./money.ts";

describe("money", () => {
  it("knows each currency's minor digits", () => {
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
  });

  it("reads amounts as people type them", () => {
    expect(inputToMinor("45", "EUR")).toBe(4500);
    expect(inputToMinor("45.5", "EUR")).toBe(4550);
    expect(inputToMinor("45,50", "EUR")).toBe(4550);
    expect(inputToMinor("1,200.00", "USD")).toBe(120000);
    expect(inputToMinor(" 1 200 ", "USD")).toBe(120000);
    expect(inputToMinor(".5", "USD")).toBe(50);
    expect(inputToMinor("1500", "JPY")).toBe(1500);
    expect(inputToMinor("-3", "USD")).toBe(-300);
  });

  it("refuses what is not an amount, or too precise for the currency", () => {
    for (const text of ["", "abc", "4.5.6", "1.234", "12.5e3", "."]) expect(inputToMinor(text, "USD"), text).toBeNaN();
    expect(inputToMinor("10.5", "JPY")).toBeNaN();
  });

  it("shows minor units as an amount and back", () => {
    expect(minorToInput(4550, "EUR")).toBe("45.50");
    expect(minorToInput(1500, "JPY")).toBe("1500");
    expect(formatMoney(4550, "EUR", "en-US")).toBe("€45.50");
    expect(formatMoney(1500, "JPY", "en-US")).toBe("¥1,500");
  });
});
