import { describe, expect, it } from "vitest";
import { googleCalendarUrl, googleSubscribeUrl, LINK_DESCRIPTION_MAX, outlookCalendarUrl, webcalUrl } from "./links.ts";

const reunion = {
  title: "Class of 2006 Reunion",
  startAt: "2027-06-12T19:00:00+02:00",
  endAt: "2027-06-12T23:30:00+02:00",
  timeZone: "Europe/Amsterdam",
  description: "Twenty years on.",
  location: "Old gymnasium, Leiden",
  url: "https://gatherly.example/invitation/abc",
};

describe("add-to-calendar links", () => {
  it("gives Google the UTC times, the event's zone and the details", () => {
    const url = new URL(googleCalendarUrl(reunion));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Class of 2006 Reunion",
      dates: "20270612T170000Z/20270612T213000Z",
      ctz: "Europe/Amsterdam",
      details: "Twenty years on.\n\nhttps://gatherly.example/invitation/abc",
      location: "Old gymnasium, Leiden",
    });
  });

  it("gives Outlook the compose deep link for personal and work accounts", () => {
    const live = new URL(outlookCalendarUrl(reunion));
    expect(live.origin + live.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(Object.fromEntries(live.searchParams)).toMatchObject({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: "Class of 2006 Reunion",
      startdt: "2027-06-12T17:00:00Z",
      enddt: "2027-06-12T21:30:00Z",
      location: "Old gymnasium, Leiden",
    });
    expect(new URL(outlookCalendarUrl(reunion, "office")).host).toBe("outlook.office.com");
  });

  it("cuts a long description and leaves out what is empty", () => {
    const url = new URL(googleCalendarUrl({ ...reunion, description: "x".repeat(5000), location: "  ", url: null }));
    expect(url.searchParams.get("details")).toHaveLength(LINK_DESCRIPTION_MAX);
    expect(url.searchParams.has("location")).toBe(false);
  });

  it("turns a feed address into a webcal:// subscription, and into Google's add-by-URL link", () => {
    const feed = "https://gatherly.example/api/calendar/feed/abc.ics";
    expect(webcalUrl(feed)).toBe("webcal://gatherly.example/api/calendar/feed/abc.ics");
    expect(new URL(googleSubscribeUrl(feed)).searchParams.get("cid")).toBe(
      "webcal://gatherly.example/api/calendar/feed/abc.ics",
    );
  });
});
