/**
 * The organiser's volunteer calls (issue 23). Everything of one event hangs together (a new shift changes the
 * coverage, a check-in the hours, a decision the shifts it cancels), so every change refreshes all of the
 * event's volunteer reads: they are keyed by the event, and the keys' shared prefix is the event's.
 */
import { useQuery, type QueryKey } from "@tanstack/react-query";
import { volunteersContract as volunteers } from "#shared/volunteers/contract.ts";
import type {
  TApplicationLinkInput,
  TShiftInput,
  TShiftPatch,
  TVolunteerDecision,
  TVolunteerInput,
  TVolunteerRoleInput,
  TVolunteerRolePatch,
} from "#shared/volunteers/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

/** Every read of one event's volunteers: roles, shifts, link, people, hours, coverage. */
const eventReads = (eventId: string): QueryKey[] =>
  [
    volunteers.listRoles,
    volunteers.listShifts,
    volunteers.applicationLink,
    volunteers.listVolunteers,
    volunteers.hours,
    volunteers.coverage,
    volunteers.listSwaps,
  ].map((endpoint) => keyOf(endpoint, { params: { eventId } }));

export function useRoles(eventId: string) {
  return useQuery({
    queryKey: keyOf(volunteers.listRoles, { params: { eventId } }),
    queryFn: async ({ signal }) => (await call(volunteers.listRoles, { params: { eventId } }, { signal })).items,
  });
}

export function useShifts(eventId: string) {
  return useQuery({
    queryKey: keyOf(volunteers.listShifts, { params: { eventId } }),
    queryFn: async ({ signal }) => (await call(volunteers.listShifts, { params: { eventId } }, { signal })).items,
  });
}

export function useCoverage(eventId: string) {
  return useQuery({
    queryKey: keyOf(volunteers.coverage, { params: { eventId } }),
    queryFn: ({ signal }) => call(volunteers.coverage, { params: { eventId } }, { signal }),
  });
}

export function useApplicationLink(eventId: string) {
  return useQuery({
    queryKey: keyOf(volunteers.applicationLink, { params: { eventId } }),
    queryFn: ({ signal }) => call(volunteers.applicationLink, { params: { eventId } }, { signal }),
  });
}

/** Every volunteer and application of the event; the page filters by status itself. */
export function useVolunteers(eventId: string) {
  return useQuery({
    queryKey: keyOf(volunteers.listVolunteers, { params: { eventId } }),
    queryFn: async ({ signal }) => (await call(volunteers.listVolunteers, { params: { eventId } }, { signal })).items,
  });
}

export function useHours(eventId: string) {
  return useQuery({
    queryKey: keyOf(volunteers.hours, { params: { eventId } }),
    queryFn: ({ signal }) => call(volunteers.hours, { params: { eventId } }, { signal }),
  });
}

export function useSwaps(eventId: string) {
  return useQuery({
    queryKey: keyOf(volunteers.listSwaps, { params: { eventId } }),
    queryFn: async ({ signal }) => (await call(volunteers.listSwaps, { params: { eventId } }, { signal })).items,
  });
}

export function useCreateRole(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (body: TVolunteerRoleInput) =>
    call(volunteers.createRole, { params: { eventId }, body }),
  );
}

export function useUpdateRole(eventId: string) {
  return useRefreshingMutation(
    eventReads(eventId),
    ({ roleId, patch }: { roleId: string; patch: TVolunteerRolePatch }) =>
      call(volunteers.updateRole, { params: { eventId, roleId }, body: patch }),
  );
}

export function useRemoveRole(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (roleId: string) =>
    call(volunteers.removeRole, { params: { eventId, roleId } }),
  );
}

export function useCreateShift(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (body: TShiftInput) =>
    call(volunteers.createShift, { params: { eventId }, body }),
  );
}

export function useUpdateShift(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), ({ shiftId, patch }: { shiftId: string; patch: TShiftPatch }) =>
    call(volunteers.updateShift, { params: { eventId, shiftId }, body: patch }),
  );
}

export function useRemoveShift(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (shiftId: string) =>
    call(volunteers.removeShift, { params: { eventId, shiftId } }),
  );
}

export function usePublishShifts(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), () => call(volunteers.publishShifts, { params: { eventId } }));
}

export function useUpdateApplicationLink(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (body: TApplicationLinkInput) =>
    call(volunteers.updateApplicationLink, { params: { eventId }, body }),
  );
}

export function useAddVolunteer(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (body: TVolunteerInput) =>
    call(volunteers.addVolunteer, { params: { eventId }, body }),
  );
}

export function useDecide(eventId: string) {
  return useRefreshingMutation(
    eventReads(eventId),
    ({ volunteerId, status }: { volunteerId: string; status: TVolunteerDecision["status"] }) =>
      call(volunteers.decide, { params: { eventId, volunteerId }, body: { status } }),
  );
}

export function useAssign(eventId: string) {
  return useRefreshingMutation(
    eventReads(eventId),
    ({ shiftId, volunteerId }: { shiftId: string; volunteerId: string }) =>
      call(volunteers.assign, { params: { eventId, shiftId }, body: { volunteerId } }),
  );
}

/** What the organiser records about one assignment: arrived, did not come, or taken off the shift. */
export function useAssignmentAction(eventId: string) {
  return useRefreshingMutation(
    eventReads(eventId),
    ({ assignmentId, action }: { assignmentId: string; action: "checkIn" | "noShow" | "cancelAssignment" }) =>
      call(volunteers[action], { params: { eventId, assignmentId } }),
  );
}

export function useAdjustHours(eventId: string) {
  return useRefreshingMutation(
    eventReads(eventId),
    ({ assignmentId, hours }: { assignmentId: string; hours: number }) =>
      call(volunteers.adjustHours, { params: { eventId, assignmentId }, body: { hours } }),
  );
}
