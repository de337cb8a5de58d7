/**
 * The polls feature's server calls. A new poll, an answer, a close or a delete refreshes the event's list,
 * the open poll and its results together. A guest's polls (through their personal invitation link) have
 * keys of their own per link, so an organiser signed in on the same browser never mixes them with theirs.
 */
import { useQuery, type QueryKey } from "@tanstack/react-query";
import { pollsContract as polls } from "#shared/polls/contract.ts";
import type { TPollInput, TPollPatch, TResponseInput } from "#shared/polls/schemas.ts";
import { call, hrefOf, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

const listKey = (eventId: string) => keyOf(polls.list, { params: { eventId } });
export const resultsKey = (pollId: string) => keyOf(polls.results, { params: { id: pollId } });

/**
 * Everything about one event's polls: its list, the open poll and its results (a poll's key does not name
 * its event; only one event's polls are on screen at a time).
 */
const eventReads = (eventId: string): QueryKey[] => [listKey(eventId), keyOf(polls.get), keyOf(polls.results)];

export const resultsStreamPath = (pollId: string) => hrefOf(polls.resultsStream, { params: { id: pollId } });
export const exportPath = (pollId: string, format: "csv" | "xlsx") =>
  hrefOf(polls.export, { params: { id: pollId }, query: { format } });

export function usePolls(eventId: string) {
  return useQuery({
    queryKey: listKey(eventId),
    queryFn: async ({ signal }) => (await call(polls.list, { params: { eventId } }, { signal })).items,
  });
}

export function usePoll(pollId: string) {
  return useQuery({
    queryKey: keyOf(polls.get, { params: { id: pollId } }),
    queryFn: ({ signal }) => call(polls.get, { params: { id: pollId } }, { signal }),
  });
}

/** Results are read once; the live stream (use-live-results.ts) keeps them fresh after that. */
export function usePollResults(pollId: string, enabled: boolean) {
  return useQuery({
    queryKey: resultsKey(pollId),
    queryFn: ({ signal }) => call(polls.results, { params: { id: pollId } }, { signal }),
    enabled,
  });
}

export function useCreatePoll(eventId: string) {
  return useRefreshingMutation([listKey(eventId)], (input: TPollInput) =>
    call(polls.create, { params: { eventId }, body: input }),
  );
}

export function useAnswerPoll(eventId: string, pollId: string) {
  return useRefreshingMutation(eventReads(eventId), (input: TResponseInput) =>
    call(polls.respond, { params: { id: pollId }, body: input }),
  );
}

export function useClosePoll(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (pollId: string) => call(polls.close, { params: { id: pollId } }));
}

export function useDeletePoll(eventId: string) {
  return useRefreshingMutation([listKey(eventId)], (pollId: string) => call(polls.remove, { params: { id: pollId } }));
}

export function useUpdatePoll(eventId: string, pollId: string) {
  return useRefreshingMutation(eventReads(eventId), (patch: TPollPatch) =>
    call(polls.update, { params: { id: pollId }, body: patch }),
  );
}

const guestListKey = (token: string) => keyOf(polls.guestList, { params: { token } });

/** The polls of a guest's event, with their answers and the results they may see. */
export function useGuestPolls(token: string) {
  return useQuery({
    queryKey: guestListKey(token),
    queryFn: async ({ signal }) => (await call(polls.guestList, { params: { token } }, { signal })).items,
    enabled: token !== "",
  });
}

export function useAnswerGuestPoll(token: string, pollId: string) {
  return useRefreshingMutation([guestListKey(token)], (input: TResponseInput) =>
    call(polls.guestRespond, { params: { token, pollId }, body: input }),
  );
}
