/**
 * The planning pages' server calls: an event's journey and its timeline are one cached answer each. A
 * tick and a moved bar change the cache first and put it back when the server refuses; both answers
 * refresh the other page's cache, since a step's task lives on the timeline and a task's state in the journey.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TJourney, TJourneyStep, TTimeline, TTimelineMove, TTimelineTask } from "#shared/planning/schemas.ts";
import { planningContract as planning } from "#shared/planning/contract.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";
import { refreshPlanning } from "#client/lib/use-live-planning.ts";

const journeyKey = (eventId: string) => keyOf(planning.journey, { params: { eventId } });
const timelineKey = (eventId: string) => keyOf(planning.timeline, { params: { eventId } });
/** Everything the tasks feature has cached: a step's task or a moved bar shows on its board and lists. */
const allTasks = contractKey(tasksContract);

export function useJourney(eventId: string) {
  return useQuery({
    queryKey: journeyKey(eventId),
    queryFn: ({ signal }) => call(planning.journey, { params: { eventId } }, { signal }),
    enabled: eventId !== "",
  });
}

export function useTimeline(eventId: string) {
  return useQuery({
    queryKey: timelineKey(eventId),
    queryFn: ({ signal }) => call(planning.timeline, { params: { eventId } }, { signal }),
    enabled: eventId !== "",
  });
}

function withStep(journey: TJourney, step: TJourneyStep): TJourney {
  const steps = journey.steps.map((s) => (s.key === step.key ? step : s));
  return { ...journey, steps, progress: { done: steps.filter((s) => s.done).length, total: steps.length } };
}

export function useTickStep(eventId: string) {
  const queryClient = useQueryClient();
  const key = journeyKey(eventId);
  return useMutation({
    mutationFn: ({ stepKey, done }: { stepKey: string; done: boolean }) =>
      call(planning.setStepDone, { params: { eventId, stepKey }, body: { done } }),
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
    // The step's task and checklist line moved with it.
    onSettled: () => refreshPlanning(queryClient),
  });
}

export function useTurnIntoTask(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepKey: string) => call(planning.turnStepIntoTask, { params: { eventId, stepKey } }),
    onSuccess: (result) => {
      queryClient.setQueryData<TJourney>(journeyKey(eventId), (journey) =>
        journey ? withStep(journey, result.step) : journey,
      );
      refreshPlanning(queryClient);
    },
  });
}

export function useMoveTask(eventId: string) {
  const queryClient = useQueryClient();
  const key = timelineKey(eventId);
  const patch = (timeline: TTimeline, task: Pick<TTimelineTask, "id" | "startDate" | "dueDate">): TTimeline => ({
    ...timeline,
    tasks: timeline.tasks.map((t) =>
      t.id === task.id ? { ...t, startDate: task.startDate, dueDate: task.dueDate } : t,
    ),
  });
  return useMutation({
    mutationFn: ({ taskId, ...move }: TTimelineMove & { taskId: string }) =>
      call(planning.moveTimelineTask, { params: { eventId, taskId }, body: move }),
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
      void queryClient.invalidateQueries({ queryKey: journeyKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: allTasks });
    },
  });
}
