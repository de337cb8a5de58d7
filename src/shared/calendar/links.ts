/**
 * "Add to calendar" links for one event, used by the organiser's calendar page and a guest's invitation page.
 * Google and Outlook take the event in the address; Apple Calendar (and any other app) takes the .ics file
 * or a webcal:// subscription, whose addresses the server gives.
 */

export interface CalendarLinkEvent {
  title: string;
  /** Instants (ISO 8601 with an offset). */
  startAt: string;
  endAt: string;
  /** The event's IANA zone: Google shows the times in it. */
  timeZone: string;
  description?: string | null | undefined;
  location?: string | null | undefined;
  /** The event's page, added under the description so the entry leads back to it. */
  url?: string | null | undefined;
}

/**
 * Addresses have a length limit (a few thousand characters in some browsers and in Outlook's deep links);
 * a long description is cut, and the link to the event page says where to read the rest.
 */
export const LINK_DESCRIPTION_MAX = 1000;

function details(event: CalendarLinkEvent): string {
  const text = (event.description ?? "").trim();
  const cut = text.length > LINK_DESCRIPTION_MAX ? `${text.slice(0, LINK_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
  return [cut, event.url ?? ""].filter((part) => part !== "").join("\n\n");
}

/** "20270612T170000Z": the basic UTC form Google's template link takes. */
function googleInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** "2027-06-12T17:00:00Z": the UTC form Outlook's compose link takes. */
function outlookInstant(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}/, "");
}

/** An end before the start is a data slip, not an event that runs backwards: show it as an instant. */
function endOf(event: CalendarLinkEvent): string {
  return Date.parse(event.endAt) >= Date.parse(event.startAt) ? event.endAt : event.startAt;
}

export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleInstant(event.startAt)}/${googleInstant(endOf(event))}`,
    ctz: event.timeZone,
  });
  const text = details(event);
  if (text) params.set("details", text);
  if (event.location?.trim()) params.set("location", event.location.trim());
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web: `live` for personal accounts (outlook.com), `office` for work or school accounts. */
export function outlookCalendarUrl(event: CalendarLinkEvent, account: "live" | "office" = "live"): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: outlookInstant(event.startAt),
    enddt: outlookInstant(endOf(event)),
  });
  const text = details(event);
  if (text) params.set("body", text);
  if (event.location?.trim()) params.set("location", event.location.trim());
  const host = account === "live" ? "outlook.live.com" : "outlook.office.com";
  return `https://${host}/calendar/0/deeplink/compose?${params.toString()}`;
}

/** The subscribe form of a feed address: calendar apps open webcal:// links in their "subscribe" dialog. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, "webcal://");
}

/** Google Calendar's "add by URL" with the feed filled in (Google fetches it from its own servers). */
export function googleSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcalUrl(feedUrl) }).toString()}`;
}
