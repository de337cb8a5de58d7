import { describe, expect, it } from "vitest";
import { absoluteUrl } from "./utils.ts";

describe("links to share", () => {
  it("makes the server's path an absolute link on this site", () => {
    expect(absoluteUrl("/invitation/abc_DEF-123", "https://gatherly.example")).toBe(
      "https://gatherly.example/invitation/abc_DEF-123",
    );
    expect(absoluteUrl("/tickets/abc", "https://gatherly.example")).toBe("https://gatherly.example/tickets/abc");
  });
});
