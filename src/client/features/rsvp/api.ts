/**
 * The RSVP feature's server calls. Everything about one event sits under one key, so a change (a guest
 * added, an answer recorded, invitations sent) refreshes the guest list, the counts and the reminders
 * together; the overview of all events is refreshed with them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TGuest,
  TGuestInput,
  TGuestList,
  TGuestPatch,
  TImportPreview,
  TImportResult,
  TInvitationSend,
  TInvitationSendResult,
  TReminder,
  TReminderInput,
  TRsvpAnswer,
  TRsvpSettings,
  TRsvpSettingsInput,
} from "#shared/rsvp/schemas.ts";
import { api } from "#client/lib/api.ts";
import { rsvpKeys as sharedRsvpKeys, useRsvpCounts } from "#client/lib/rsvp-queries.ts";
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

export const rsvpKeys = {
  ...sharedRsvpKeys,
  guests: (eventId: string, params: GuestListParams) => [...sharedRsvpKeys.event(eventId), "guests", params] as const,
  settings: (eventId: string) => [...sharedRsvpKeys.event(eventId), "settings"] as const,
  reminders: (eventId: string) => [...sharedRsvpKeys.event(eventId), "reminders"] as const,
  facets: (eventId: string) => [...sharedRsvpKeys.event(eventId), "facets"] as const,
};

const enc = encodeURIComponent;

function guestListPath(eventId: string, params: GuestListParams): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.filter !== "all") search.set("filter", params.filter);
  if (params.group.trim()) search.set("group", params.group.trim());
  if (params.tag.trim()) search.set("tag", params.tag.trim());
  search.set("sort", params.sort);
  search.set("limit", String(GUESTS_PAGE_SIZE));
  search.set("offset", String((params.page - 1) * GUESTS_PAGE_SIZE));
  return `/api/events/${enc(eventId)}/guests?${search.toString()}`;
}

export function exportPath(eventId: string, format: "csv" | "xlsx"): string {
  return `/api/events/${enc(eventId)}/guests/export?format=${format}`;
}

export function useGuests(eventId: string, params: GuestListParams) {
  return useQuery({
    queryKey: rsvpKeys.guests(eventId, params),
    queryFn: ({ signal }) => api<TGuestList>(guestListPath(eventId, params), { signal }),
    // The current page stays on screen while the next one loads, so paging and searching do not flash.
    placeholderData: keepPreviousData,
  });
}

/** The groups and tags in use on the event's list, for its filters. */
export function useGuestFacets(eventId: string) {
  return useQuery({
    queryKey: rsvpKeys.facets(eventId),
    queryFn: ({ signal }) =>
      api<{ groups: string[]; tags: string[] }>(`/api/events/${enc(eventId)}/guests/facets`, { signal }),
  });
}

/** The counts as the manager shows them: following answers as they come in. */
export function useLiveRsvpCounts(eventId: string) {
  return useRsvpCounts(eventId, { refetchInterval: COUNTS_REFRESH_MS });
}

export function useRsvpSettings(eventId: string) {
  return useQuery({
    queryKey: rsvpKeys.settings(eventId),
    queryFn: ({ signal }) => api<TRsvpSettings>(`/api/events/${enc(eventId)}/rsvp/settings`, { signal }),
  });
}

export function useReminders(eventId: string) {
  return useQuery({
    queryKey: rsvpKeys.reminders(eventId),
    queryFn: ({ signal }) => api<TReminder[]>(`/api/events/${enc(eventId)}/rsvp/reminders`, { signal }),
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
  return useRefreshingMutation([rsvpKeys.event(eventId), rsvpKeys.overview()], mutationFn);
}

export function useAddGuest(eventId: string) {
  return useEventChange(eventId, (input: TGuestInput) =>
    api<TGuest>(`/api/events/${enc(eventId)}/guests`, { method: "POST", body: input }),
  );
}

export function useUpdateGuest(eventId: string) {
  return useEventChange(eventId, ({ id, patch }: { id: string; patch: TGuestPatch }) =>
    api<TGuest>(`/api/guests/${enc(id)}`, { method: "PATCH", body: patch }),
  );
}

export function useDeleteGuest(eventId: string) {
  return useEventChange(eventId, (id: string) =>
    api<{ deleted: true }>(`/api/guests/${enc(id)}`, { method: "DELETE" }),
  );
}

export function useNewGuestLink(eventId: string) {
  return useEventChange(eventId, (id: string) => api<TGuest>(`/api/guests/${enc(id)}/new-link`, { method: "POST" }));
}

export function useRecordAnswer(eventId: string) {
  return useEventChange(eventId, ({ id, answer }: { id: string; answer: TRsvpAnswer }) =>
    api<TGuest>(`/api/guests/${enc(id)}/answer`, { method: "PUT", body: answer }),
  );
}

export function useSendInvitations(eventId: string) {
  return useEventChange(eventId, (input: TInvitationSend) =>
    api<TInvitationSendResult>(`/api/events/${enc(eventId)}/invitations`, { method: "POST", body: input }),
  );
}

/** The preview saves nothing, so nothing needs refreshing after it. */
export function useImportPreview(eventId: string) {
  return useMutation({
    mutationFn: (csv: string) =>
      api<TImportPreview>(`/api/events/${enc(eventId)}/guests/import/preview`, { method: "POST", body: { csv } }),
  });
}

export function useImportGuests(eventId: string) {
  return useEventChange(eventId, (csv: string) =>
    api<TImportResult>(`/api/events/${enc(eventId)}/guests/import`, { method: "POST", body: { csv } }),
  );
}

function useSettingsChange<TVars>(eventId: string, mutationFn: (vars: TVars) => Promise<TRsvpSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => queryClient.setQueryData(rsvpKeys.settings(eventId), settings),
    // The capacity decides the places left and who is waitlisted.
    onSettled: () => queryClient.invalidateQueries({ queryKey: rsvpKeys.event(eventId) }),
  });
}

export function useUpdateRsvpSettings(eventId: string) {
  return useSettingsChange(eventId, (input: TRsvpSettingsInput) =>
    api<TRsvpSettings>(`/api/events/${enc(eventId)}/rsvp/settings`, { method: "PATCH", body: input }),
  );
}

/** Share-link controls hand the id of what the link opens: here the event's. */
export function useNewPublicLink(eventId: string) {
  return useSettingsChange(eventId, (id: string) =>
    api<TRsvpSettings>(`/api/events/${enc(id)}/rsvp/public-link`, { method: "POST" }),
  );
}

export function useDisablePublicLink(eventId: string) {
  return useSettingsChange(eventId, (id: string) =>
    api<TRsvpSettings>(`/api/events/${enc(id)}/rsvp/settings`, {
      method: "PATCH",
      body: { publicEnabled: false } satisfies TRsvpSettingsInput,
    }),
  );
}

export function useCreateReminder(eventId: string) {
  return useEventChange(eventId, (input: TReminderInput) =>
    api<TReminder>(`/api/events/${enc(eventId)}/rsvp/reminders`, { method: "POST", body: input }),
  );
}

export function useCancelReminder(eventId: string) {
  return useEventChange(eventId, (id: string) =>
    api<TReminder>(`/api/rsvp/reminders/${enc(id)}`, { method: "DELETE" }),
  );
}
