/**
 * Links between the tools of one event. On the event's page (/events/:id) each tool is a tab, so a link from
 * one tab to another tool of the same event opens that tab (/events/:id?tab=board) instead of leaving for the
 * tool's stand-alone page (/progress-board?eventId=…). A feature writes the stand-alone address, as it would on
 * its own page, and passes it through `useEventLink`: inside the event page (which provides the context) the
 * address becomes the tab's; elsewhere, for another event, or for a page that no tab shows, it stays as written.
 * A link click pushes the address, so Back returns to the tab before.
 */
import { createContext, useCallback, useContext } from "react";

export interface EventPageLinks {
  eventId: string;
  /** The event page's own path, /events/:id or /event-details/:id: a tab link keeps the one in use. */
  pagePath: string;
  /** The tab that shows a stand-alone page (by its path) in full, if one does. */
  tabOf: (pathname: string) => string | undefined;
}

const EventPageContext = createContext<EventPageLinks | null>(null);

/** Given by the event page around its tabs. */
export const EventPageLinksProvider = EventPageContext.Provider;

/** How the stand-alone pages name their event: organiser pages ?eventId=, member pages ?event=. */
const EVENT_PARAMS = ["eventId", "event"];

/** The address a link to `href` should have on the event page `page` (none: not on an event page). */
export function eventLink(href: string, page: EventPageLinks | null): string {
  if (!page || !href.startsWith("/")) return href;
  const url = new URL(href, "http://gatherly.invalid");
  const tab = page.tabOf(url.pathname);
  const eventId = EVENT_PARAMS.map((name) => url.searchParams.get(name)).find((value) => value !== null);
  if (!tab || eventId !== page.eventId) return href;
  // What else the link says (a poll, a thread) is the tab's to read, as it is the stand-alone page's.
  const search = new URLSearchParams({ tab });
  for (const [name, value] of url.searchParams) if (!EVENT_PARAMS.includes(name)) search.append(name, value);
  return `${page.pagePath}?${search.toString()}${url.hash}`;
}

/** `link(href)`: the address for a link to another tool of an event, a tab of the event page where there is one. */
export function useEventLink(): (href: string) => string {
  const page = useContext(EventPageContext);
  return useCallback((href: string) => eventLink(href, page), [page]);
}
