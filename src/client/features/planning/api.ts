/**
 * The planning pages' server calls: an event's journey and its timeline are one cached answer each. A
 * tick and a moved bar change the cache first and put it back when the server refuses; both answers
 * refresh the other page's cache, since a step's task lives on the timeline and a task's state in the journey.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TJourney,
  TJourneyStep,
  TJourneyTaskResult,
  TTimeline,
  TTimelineMove,
  TTimelineTask,
} from "#shared/tasks/planning-schemas.ts";
import { api } from "#client/lib/api.ts";

const planningKeys = {
  all: ["planning"] as const,
  journey: (eventId: string) => [...planningKeys.all, "journey", eventId] as const,
  timeline: (eventId: string) => [...planningKeys.all, "timeline", eventId] as const,
};

const enc = encodeURIComponent;

export function useJourney(eventId: string) {
  return useQuery({
    queryKey: planningKeys.journey(eventId),
    queryFn: ({ signal }) => api<TJourney>(`/api/events/${enc(eventId)}/journey`, { signal }),
    enabled: eventId !== "",
  });
}

export function useTimeline(eventId: string) {
  return useQuery({
    queryKey: planningKeys.timeline(eventId),
    queryFn: ({ signal }) => api<TTimeline>(`/api/events/${enc(eventId)}/timeline`, { signal }),
    enabled: eventId !== "",
  });
}

function withStep(journey: TJourney, step: TJourneyStep): TJourney {
  const steps = journey.steps.map((s) => (s.key === step.key ? step : s));
  return { ...journey, steps, progress: { done: steps.filter((s) => s.done).length, total: steps.length } };
}

export function useTickStep(eventId: string) {
  const queryClient = useQueryClient();
  const key = planningKeys.journey(eventId);
  return useMutation({
    mutationFn: ({ stepKey, done }: { stepKey: string; done: boolean }) =>
      api<TJourneyStep>(`/api/events/${enc(eventId)}/journey/${enc(stepKey)}`, { method: "PUT", body: { done } }),
    onMutate: async ({ stepKey, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TJourney>(key);
      const step = before?.steps.find((s) => s.key === stepKey);
      if (before && step)
        queryClient.setQueryData(key, withStep(before, { ...step, done, status: done ? "done" : step.status }));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (step) => {
      queryClient.setQueryData<TJourney>(key, (journey) => (journey ? withStep(journey, step) : journey));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: planningKeys.timeline(eventId) });
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
  });
}

export function useTurnIntoTask(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepKey: string) =>
      api<TJourneyTaskResult>(`/api/events/${enc(eventId)}/journey/${enc(stepKey)}/task`, { method: "POST" }),
    onSuccess: (result) => {
      queryClient.setQueryData<TJourney>(planningKeys.journey(eventId), (journey) =>
        journey ? withStep(journey, result.step) : journey,
      );
      void queryClient.invalidateQueries({ queryKey: planningKeys.timeline(eventId) });
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
  });
}

export function useMoveTask(eventId: string) {
  const queryClient = useQueryClient();
  const key = planningKeys.timeline(eventId);
  const patch = (timeline: TTimeline, task: Pick<TTimelineTask, "id" | "startDate" | "dueDate">): TTimeline => ({
    ...timeline,
    tasks: timeline.tasks.map((t) =>
      t.id === task.id ? { ...t, startDate: task.startDate, dueDate: task.dueDate } : t,
    ),
  });
  return useMutation({
    mutationFn: ({ taskId, ...move }: TTimelineMove & { taskId: string }) =>
      api<TTimelineTask>(`/api/events/${enc(eventId)}/timeline/tasks/${enc(taskId)}`, { method: "PUT", body: move }),
    onMutate: async ({ taskId, startDate, dueDate }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TTimeline>(key);
      if (before) queryClient.setQueryData(key, patch(before, { id: taskId, startDate, dueDate }));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (task) => {
      queryClient.setQueryData<TTimeline>(key, (timeline) => (timeline ? patch(timeline, task) : timeline));
      void queryClient.invalidateQueries({ queryKey: planningKeys.journey(eventId) });
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
  });
}
