import { describe, expect, it } from "vitest";
import { returnToQuery, safeReturnPath } from "./return-path.ts";

describe("return paths after sign-up and sign-in", () => {
  it.each([
    ["/templates/wedding?use=1", "/templates/wedding?use=1"],
    ["/event-details/abc#activities", "/event-details/abc#activities"],
    ["/dashboard", "/dashboard"],
    ["/templates/../dashboard", "/dashboard"],
  ])("follows the same-site path %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/steal",
    "//evil.example/steal",
    "/\\evil.example",
    "/a\u0000b",
    "javascript:alert(1)",
    "templates/wedding",
    "",
    "/login",
    "/signup?returnTo=/signup",
    null,
    42,
    `/${"x".repeat(2001)}`,
  ])("ignores %s", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("carries a safe return path between the auth pages and drops an unsafe one", () => {
    expect(returnToQuery("?returnTo=%2Ftemplates%2Fwedding%3Fuse%3D1")).toBe(
      "?returnTo=%2Ftemplates%2Fwedding%3Fuse%3D1",
    );
    expect(returnToQuery("?returnTo=https%3A%2F%2Fevil.example")).toBe("");
    expect(returnToQuery("")).toBe("");
  });
});
