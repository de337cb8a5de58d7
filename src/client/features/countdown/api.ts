/**
 * The organiser's events still to come (and those under way), for the countdown. The events list has no
 * "from now on" filter, so it is read newest start first, page by page, until a page reaches events that
 * started before now: usually one request.
 */
import { useQuery } from "@tanstack/react-query";
import { eventsContract } from "#shared/events/contract.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";

export type CountdownEvent = Pick<TEvent, "id" | "name" | "startAt" | "endAt" | "timeZone" | "locationName" | "status">;

/** The server's largest page. */
const PAGE_SIZE = 100;
/** Enough for any organiser's future; beyond it the nearest events could be missed, so it stays generous. */
const MAX_PAGES = 10;

async function eventsFromNowOn(signal: AbortSignal): Promise<CountdownEvent[]> {
  const found: CountdownEvent[] = [];
  const startedBefore = Date.now();
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = { sort: "start_desc" as const, limit: PAGE_SIZE, offset: page * PAGE_SIZE };
    const list = await call(eventsContract.list, { query }, { signal });
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
    // Under the events list's key (several pages in one answer, so a name of its own after it), so creating,
    // moving or cancelling an event refreshes the countdown.
    queryKey: [...keyOf(eventsContract.list), "countdown"],
    queryFn: ({ signal }) => eventsFromNowOn(signal),
    staleTime: 60 * 1000,
  });
}
