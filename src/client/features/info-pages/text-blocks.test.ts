import { describe, expect, it } from "vitest";
import { linkRuns, textBlocks } from "./text-blocks.ts";

describe("section text", () => {
  it("keeps paragraphs and line breaks", () => {
    expect(textBlocks("One\nTwo\n\n\nThree\r\n")).toEqual([
      [[{ kind: "text", text: "One" }], [{ kind: "text", text: "Two" }]],
      [[{ kind: "text", text: "Three" }]],
    ]);
    expect(textBlocks("  \n\n ")).toEqual([]);
  });

  it("makes http(s) links clickable and leaves sentence punctuation outside", () => {
    expect(linkRuns("Tickets at https://example.org/t?a=1&b=2. Thanks!")).toEqual([
      { kind: "text", text: "Tickets at " },
      { kind: "link", text: "https://example.org/t?a=1&b=2", href: "https://example.org/t?a=1&b=2" },
      { kind: "text", text: ". Thanks!" },
    ]);
    expect(linkRuns("(see http://example.org/a_(b))")[1]).toEqual({
      kind: "link",
      text: "http://example.org/a_(b)",
      href: "http://example.org/a_(b)",
    });
    expect(linkRuns("(see http://example.org/x)")[1]).toMatchObject({ text: "http://example.org/x" });
  });

  it("never links anything but http and https, and keeps markup as text", () => {
    expect(linkRuns("javascript:alert(1) data:text/html,<b>x</b> ftp://files")).toEqual([
      { kind: "text", text: "javascript:alert(1) data:text/html,<b>x</b> ftp://files" },
    ]);
    expect(linkRuns('https://example.org/"><script>')).toEqual([
      { kind: "link", text: "https://example.org/", href: "https://example.org/" },
      { kind: "text", text: '"><script>' },
    ]);
  });
});
