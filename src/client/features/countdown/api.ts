/**
 * The organiser's events still to come (and those under way), for the countdown. The events list has no
 * "from now on" filter, so it is read newest start first, page by page, until a page reaches events that
 * started before now: usually one request.
 */
import { useQuery } from "@tanstack/react-query";
import type { TEvent, TEventList } from "#shared/events/schemas.ts";
import { api } from "#client/lib/api.ts";

export type CountdownEvent = Pick<TEvent, "id" | "name" | "startAt" | "endAt" | "timeZone" | "locationName" | "status">;

/** The server's largest page. */
const PAGE_SIZE = 100;
/** Enough for any organiser's future; beyond it the nearest events could be missed, so it stays generous. */
const MAX_PAGES = 10;

async function eventsFromNowOn(signal: AbortSignal): Promise<CountdownEvent[]> {
  const found: CountdownEvent[] = [];
  const startedBefore = Date.now();
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const search = new URLSearchParams({
      sort: "start_desc",
      limit: String(PAGE_SIZE),
      offset: String(page * PAGE_SIZE),
    });
    const list = await api<TEventList>(`/api/events?${search.toString()}`, { signal });
    found.push(
      ...list.events.map(({ id, name, startAt, endAt, timeZone, locationName, status }) => ({
        id,
        name,
        startAt,
        endAt,
        timeZone,
        locationName,
        status,
      })),
    );
    const last = list.events.at(-1);
    if (!last || found.length >= list.total || Date.parse(last.startAt) < startedBefore) break;
  }
  return found;
}

export function useCountdownEvents() {
  return useQuery({
    // Under the events feature's key, so creating, moving or cancelling an event refreshes the countdown.
    queryKey: ["events", "countdown"],
    queryFn: ({ signal }) => eventsFromNowOn(signal),
    staleTime: 60 * 1000,
  });
}
