import { describe, expect, it } from "vitest";
import { countText, pluralTerm } from "./words.ts";

describe("words", () => {
  it("pluralise the types' terms", () => {
    expect(["Classmate", "Brother/Sister", "Party", "Class Year", "Branch"].map(pluralTerm)).toEqual([
      "Classmates",
      "Brothers/Sisters",
      "Parties",
      "Class Years",
      "Branches",
    ]);
  });

  it("count things in one or many", () => {
    expect([
      countText(1, "day"),
      countText(3, "day"),
      countText(1200, "Classmate"),
      countText(2, "activity", "activities"),
    ]).toEqual(["1 day", "3 days", `${(1200).toLocaleString()} Classmates`, "2 activities"]);
  });
});
