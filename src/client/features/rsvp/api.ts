/**
 * The RSVP feature's server calls. Everything about one event is refreshed together (rsvpEventKeys), so a
 * change (a guest added, an answer recorded, invitations sent) refreshes the guest list, the counts, the
 * reminders and the analytics at once; the overview of all events is refreshed with them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TGuestInput,
  TGuestPatch,
  TInvitationSend,
  TReminderInput,
  TRsvpAnswer,
  TRsvpSettings,
  TRsvpSettingsInput,
} from "#shared/rsvp/schemas.ts";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import { call, hrefOf, keyOf } from "#client/lib/api.ts";
import { rsvpEventKeys, useRsvpCounts } from "./queries.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";
import type { GuestFilter, GuestSort } from "./format.ts";

export const GUESTS_PAGE_SIZE = 25;
/** The counts follow answers coming in while the page is open (TanStack Query pauses it in a hidden tab). */
const COUNTS_REFRESH_MS = 10_000;
const REMINDER_WATCH_MS = 5_000;

export interface GuestListParams {
  q: string;
  filter: GuestFilter;
  group: string;
  tag: string;
  sort: GuestSort;
  page: number;
}

/** Every page and filter of an event's guest list (a prefix of each one's key). */
export const guestListsKey = (eventId: string) => keyOf(rsvp.listGuests, { params: { eventId } });
const settingsKey = (eventId: string) => keyOf(rsvp.getSettings, { params: { eventId } });

/** Blank search words and the filters left at "all" stay out of the address (the server's defaults). */
function guestListQuery(params: GuestListParams) {
  return {
    q: params.q.trim(),
    ...(params.filter !== "all" ? { filter: params.filter } : {}),
    group: params.group.trim(),
    tag: params.tag.trim(),
    sort: params.sort,
    limit: GUESTS_PAGE_SIZE,
    offset: (params.page - 1) * GUESTS_PAGE_SIZE,
  };
}

/** The guest list as a file to download. */
export function exportHref(eventId: string, format: "csv" | "xlsx"): string {
  return hrefOf(rsvp.exportGuests, { params: { eventId }, query: { format } });
}

export function useGuests(eventId: string, params: GuestListParams) {
  const input = { params: { eventId }, query: guestListQuery(params) };
  return useQuery({
    queryKey: keyOf(rsvp.listGuests, input),
    queryFn: ({ signal }) => call(rsvp.listGuests, input, { signal }),
    // The current page stays on screen while the next one loads, so paging and searching do not flash.
    placeholderData: keepPreviousData,
  });
}

/** The groups and tags in use on the event's list, for its filters. */
export function useGuestFacets(eventId: string) {
  return useQuery({
    queryKey: keyOf(rsvp.guestFacets, { params: { eventId } }),
    queryFn: ({ signal }) => call(rsvp.guestFacets, { params: { eventId } }, { signal }),
  });
}

/** The counts as the manager shows them: following answers as they come in. */
export function useLiveRsvpCounts(eventId: string) {
  return useRsvpCounts(eventId, { refetchInterval: COUNTS_REFRESH_MS });
}

export function useRsvpSettings(eventId: string) {
  return useQuery({
    queryKey: settingsKey(eventId),
    queryFn: ({ signal }) => call(rsvp.getSettings, { params: { eventId } }, { signal }),
  });
}

export function useReminders(eventId: string) {
  return useQuery({
    queryKey: keyOf(rsvp.listReminders, { params: { eventId } }),
    queryFn: ({ signal }) => call(rsvp.listReminders, { params: { eventId } }, { signal }),
    // A reminder due now goes out through the job queue a moment later: watch for it to turn "sent".
    refetchInterval: (query) =>
      query.state.data?.some(
        (reminder) => reminder.status === "scheduled" && Date.parse(reminder.sendAt) <= Date.now() + REMINDER_WATCH_MS,
      )
        ? REMINDER_WATCH_MS
        : false,
  });
}

/** A change to one event's RSVPs: afterwards (success or not) its lists and counts are read again. */
function useEventChange<TVars, TResult>(eventId: string, mutationFn: (vars: TVars) => Promise<TResult>) {
  return useRefreshingMutation([...rsvpEventKeys(eventId), keyOf(rsvp.overview)], mutationFn);
}

export function useAddGuest(eventId: string) {
  return useEventChange(eventId, (input: TGuestInput) => call(rsvp.addGuest, { params: { eventId }, body: input }));
}

export function useUpdateGuest(eventId: string) {
  return useEventChange(eventId, ({ id, patch }: { id: string; patch: TGuestPatch }) =>
    call(rsvp.updateGuest, { params: { guestId: id }, body: patch }),
  );
}

export function useDeleteGuest(eventId: string) {
  return useEventChange(eventId, (id: string) => call(rsvp.removeGuest, { params: { guestId: id } }));
}

export function useNewGuestLink(eventId: string) {
  return useEventChange(eventId, (id: string) => call(rsvp.newGuestLink, { params: { guestId: id } }));
}

export function useRecordAnswer(eventId: string) {
  return useEventChange(eventId, ({ id, answer }: { id: string; answer: TRsvpAnswer }) =>
    call(rsvp.recordAnswer, { params: { guestId: id }, body: answer }),
  );
}

export function useSendInvitations(eventId: string) {
  return useEventChange(eventId, (input: TInvitationSend) =>
    call(rsvp.sendInvitations, { params: { eventId }, body: input }),
  );
}

/** The preview saves nothing, so nothing needs refreshing after it. */
export function useImportPreview(eventId: string) {
  return useMutation({
    mutationFn: (csv: string) => call(rsvp.previewImport, { params: { eventId }, body: { csv } }),
  });
}

export function useImportGuests(eventId: string) {
  return useEventChange(eventId, (csv: string) => call(rsvp.importGuests, { params: { eventId }, body: { csv } }));
}

function useSettingsChange<TVars>(eventId: string, mutationFn: (vars: TVars) => Promise<TRsvpSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(eventId), settings),
    // The capacity decides the places left and who is waitlisted.
    onSettled: () => Promise.all(rsvpEventKeys(eventId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useUpdateRsvpSettings(eventId: string) {
  return useSettingsChange(eventId, (input: TRsvpSettingsInput) =>
    call(rsvp.updateSettings, { params: { eventId }, body: input }),
  );
}

/** Share-link controls hand the id of what the link opens: here the event's. */
export function useNewPublicLink(eventId: string) {
  return useSettingsChange(eventId, (id: string) => call(rsvp.newPublicLink, { params: { eventId: id } }));
}

export function useDisablePublicLink(eventId: string) {
  return useSettingsChange(eventId, (id: string) =>
    call(rsvp.updateSettings, { params: { eventId: id }, body: { publicEnabled: false } }),
  );
}

export function useCreateReminder(eventId: string) {
  return useEventChange(eventId, (input: TReminderInput) =>
    call(rsvp.createReminder, { params: { eventId }, body: input }),
  );
}

export function useCancelReminder(eventId: string) {
  return useEventChange(eventId, (id: string) => call(rsvp.cancelReminder, { params: { reminderId: id } }));
}
