/**
 * The events the signed-in person belongs to (organises, or is invited to with their verified address):
 * one query shared by the directory, announcements, messages and polls, which all work on one such event.
 */
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { TEvent } from "#shared/events/schemas.ts";
import { peopleContract } from "#shared/people/contract.ts";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { call, keyOf } from "./api.ts";

export function useMemberEvents() {
  return useQuery({
    queryKey: keyOf(peopleContract.memberEvents),
    queryFn: ({ signal }) => call(peopleContract.memberEvents, {}, { signal }),
    select: (data) => data.items,
    staleTime: 60 * 1000,
  });
}

/** The event the first upcoming one, else the latest: what a page shows before the person picks. */
function defaultEvent(events: readonly TMemberEvent[], now = Date.now()): TMemberEvent | undefined {
  return events.find((e) => Date.parse(e.endAt) >= now) ?? events[events.length - 1];
}

/**
 * The chosen event, kept in the address (?event=) so a link or a reload opens the same one. An id that is
 * not among the person's events falls back to the default rather than showing someone else's.
 */
export function useChosenMemberEvent(events: readonly TMemberEvent[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("event");
  const chosen = events ? (events.find((e) => e.id === wanted) ?? defaultEvent(events)) : undefined;
  const choose = (eventId: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("event", eventId);
        return next;
      },
      { replace: true },
    );
  return { chosen, choose };
}

/**
 * An event of mine (as the event details page has it) in the shape the people-and-communication features
 * take: only its owner reads an event's details, so the role is the organiser's.
 */
export function organisedMemberEvent(event: TEvent): TMemberEvent {
  const { id, name, startAt, endAt, timeZone, status } = event;
  const { groupTerm, memberTerm } = event.eventType;
  return { id, name, startAt, endAt, timeZone, status, role: "organiser", groupTerm, memberTerm };
}
