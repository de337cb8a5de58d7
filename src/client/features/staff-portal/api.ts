/** The staff portal's server calls: an event's channel, kept fresh while the page is open, and its posts. */
import { useQuery } from "@tanstack/react-query";
import { staffPortalContract as portal } from "#shared/staff-portal/contract.ts";
import type { TStaffPostInput } from "#shared/staff-portal/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

/** How often an open channel asks for new posts (volunteers' replies arrive without a reload). */
const CHANNEL_REFRESH_MS = 15_000;

const channelKey = (eventId: string) => keyOf(portal.channel, { params: { eventId } });

export function useStaffChannel(eventId: string) {
  return useQuery({
    queryKey: channelKey(eventId),
    queryFn: ({ signal }) => call(portal.channel, { params: { eventId } }, { signal }),
    refetchInterval: CHANNEL_REFRESH_MS,
  });
}

export function usePostToStaff(eventId: string) {
  return useRefreshingMutation([channelKey(eventId)], (body: TStaffPostInput) =>
    call(portal.post, { params: { eventId }, body }),
  );
}

export function useRemoveStaffPost(eventId: string) {
  return useRefreshingMutation([channelKey(eventId)], (postId: string) =>
    call(portal.remove, { params: { eventId, postId } }),
  );
}
