import { describe, expect, it } from "vitest";
import { isCurrent } from "./nav-links.ts";

describe("header links", () => {
  const myEvents = { to: "/manage-events", label: "My events", alsoOn: ["/event-details/", "/edit-event/"] };

  it("mark a link current on its own page and on the pages that belong to it", () => {
    expect(isCurrent(myEvents, "/manage-events", true)).toBe(true);
    expect(isCurrent(myEvents, "/event-details/6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f", false)).toBe(true);
    expect(isCurrent(myEvents, "/edit-event/6f1c2b8e", false)).toBe(true);
  });

  it("leave it plain elsewhere", () => {
    expect(isCurrent(myEvents, "/dashboard", false)).toBe(false);
    expect(isCurrent({ to: "/dashboard", label: "Dashboard" }, "/event-details/x", false)).toBe(false);
  });
});
