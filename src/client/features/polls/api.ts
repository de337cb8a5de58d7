/**
 * The polls feature's server calls. Everything about one event's polls sits under one key, so a new poll,
 * an answer, a close or a delete refreshes the list, the open poll and its results together.
 */
import { useQuery } from "@tanstack/react-query";
import type { TPoll, TPollInput, TPollList, TPollPatch, TPollResults, TResponseInput } from "#shared/polls/schemas.ts";
import { api } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export const pollKeys = {
  all: ["polls"] as const,
  event: (eventId: string) => [...pollKeys.all, "event", eventId] as const,
  list: (eventId: string) => [...pollKeys.event(eventId), "list"] as const,
  poll: (eventId: string, pollId: string) => [...pollKeys.event(eventId), "poll", pollId] as const,
  results: (eventId: string, pollId: string) => [...pollKeys.event(eventId), "poll", pollId, "results"] as const,
};

const enc = encodeURIComponent;
const pollPath = (pollId: string) => `/api/polls/${enc(pollId)}`;
export const resultsStreamPath = (pollId: string) => `${pollPath(pollId)}/results/stream`;
export const exportPath = (pollId: string, format: "csv" | "xlsx") => `${pollPath(pollId)}/export?format=${format}`;

export function usePolls(eventId: string) {
  return useQuery({
    queryKey: pollKeys.list(eventId),
    queryFn: async ({ signal }) => (await api<TPollList>(`/api/events/${enc(eventId)}/polls`, { signal })).items,
  });
}

export function usePoll(eventId: string, pollId: string) {
  return useQuery({
    queryKey: pollKeys.poll(eventId, pollId),
    queryFn: ({ signal }) => api<TPoll>(pollPath(pollId), { signal }),
  });
}

/** Results are read once; the live stream (use-live-results.ts) keeps them fresh after that. */
export function usePollResults(eventId: string, pollId: string, enabled: boolean) {
  return useQuery({
    queryKey: pollKeys.results(eventId, pollId),
    queryFn: ({ signal }) => api<TPollResults>(`${pollPath(pollId)}/results`, { signal }),
    enabled,
  });
}

export function useCreatePoll(eventId: string) {
  return useRefreshingMutation([pollKeys.list(eventId)], (input: TPollInput) =>
    api<TPoll>(`/api/events/${enc(eventId)}/polls`, { method: "POST", body: input }),
  );
}

export function useAnswerPoll(eventId: string, pollId: string) {
  return useRefreshingMutation([pollKeys.event(eventId)], (input: TResponseInput) =>
    api<TPoll>(`${pollPath(pollId)}/response`, { method: "PUT", body: input }),
  );
}

export function useClosePoll(eventId: string) {
  return useRefreshingMutation([pollKeys.event(eventId)], (pollId: string) =>
    api<TPoll>(`${pollPath(pollId)}/close`, { method: "POST" }),
  );
}

export function useDeletePoll(eventId: string) {
  return useRefreshingMutation([pollKeys.list(eventId)], (pollId: string) =>
    api<{ deleted: true }>(pollPath(pollId), { method: "DELETE" }),
  );
}

export function useUpdatePoll(eventId: string, pollId: string) {
  return useRefreshingMutation([pollKeys.event(eventId)], (patch: TPollPatch) =>
    api<TPoll>(pollPath(pollId), { method: "PATCH", body: patch }),
  );
}
