/**
 * The people feature's server calls. A tag change refreshes one event's directory, its filters and its tag
 * list together; a profile change refreshes every directory (my profile shows in each one I am in).
 */
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import type { TPeopleStatus, TProfileInput, TTagDelete, TTagPeople, TTagRename } from "#shared/people/schemas.ts";
import type { ResponseOf } from "#shared/contract.ts";
import { peopleContract as people } from "#shared/people/contract.ts";
import { call, hrefOf, keyOf } from "#client/lib/api.ts";
import { uploadFile } from "#client/lib/upload.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export interface PeopleParams {
  q: string;
  group: string;
  status: "" | TPeopleStatus;
  location: string;
  tag: string;
  page: number;
}

export const PEOPLE_PAGE_SIZE = 24;

export const profileKey = keyOf(people.profile);

/** Everything about one event's people: the directory's pages, its filter counts and its tags. */
const eventReads = (eventId: string): QueryKey[] => [
  keyOf(people.list, { params: { eventId } }),
  keyOf(people.facets, { params: { eventId } }),
  keyOf(people.tags, { params: { eventId } }),
];

/** What my profile shows in: my own profile and every event's directory (not the list of my events). */
export const PROFILE_READS: readonly QueryKey[] = [
  profileKey,
  keyOf(people.list),
  keyOf(people.facets),
  keyOf(people.tags),
];

/** The filters as the server takes them: blank ones left out, the rest trimmed. */
function peopleQuery(params: PeopleParams, pageSize: number) {
  const text = (value: string) => value.trim() || undefined;
  return {
    q: text(params.q),
    group: text(params.group),
    status: params.status || undefined,
    location: text(params.location),
    tag: text(params.tag),
    page: params.page,
    pageSize,
  };
}

export function usePeople(eventId: string, params: PeopleParams, pageSize = PEOPLE_PAGE_SIZE) {
  const input = { params: { eventId }, query: peopleQuery(params, pageSize) };
  return useQuery({
    queryKey: keyOf(people.list, input),
    queryFn: ({ signal }) => call(people.list, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePeopleFacets(eventId: string) {
  return useQuery({
    queryKey: keyOf(people.facets, { params: { eventId } }),
    queryFn: ({ signal }) => call(people.facets, { params: { eventId } }, { signal }),
  });
}

export function useMyProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => call(people.profile, {}, { signal }),
  });
}

export function useSaveProfile() {
  // My profile shows in every directory I am in: those reads go too.
  return useRefreshingMutation(PROFILE_READS, (input: TProfileInput) => call(people.saveProfile, { body: input }));
}

export function useTags(eventId: string) {
  return useQuery({
    queryKey: keyOf(people.tags, { params: { eventId } }),
    queryFn: ({ signal }) => call(people.tags, { params: { eventId } }, { signal }),
  });
}

export function useTagPeople(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (body: TTagPeople) =>
    call(people.tag, { params: { eventId }, body }),
  );
}
export function useUntagPeople(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (body: TTagPeople) =>
    call(people.untag, { params: { eventId }, body }),
  );
}
export function useRenameTag(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (body: TTagRename) =>
    call(people.renameTag, { params: { eventId }, body }),
  );
}
/** Takes the tag itself as the id, so a confirmed action can run it. */
export function useDeleteTag(eventId: string) {
  return useRefreshingMutation(eventReads(eventId), (tag: string) =>
    call(people.deleteTag, { params: { eventId }, body: { tag } satisfies TTagDelete }),
  );
}

export function uploadThenPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<ResponseOf<typeof people.uploadThenPhoto>> {
  return uploadFile({
    url: hrefOf(people.uploadThenPhoto),
    method: people.uploadThenPhoto.method,
    field: "photo",
    file,
    onProgress,
    signal,
    tooLargeMessage: "The photo must be at most 2 MB.",
    failedMessage: "The photo could not be uploaded.",
  });
}

export function useRemoveThenPhoto() {
  return useRefreshingMutation(PROFILE_READS, () => call(people.removeThenPhoto));
}
