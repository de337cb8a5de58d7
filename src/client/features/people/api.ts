/**
 * The people feature's server calls. Everything about one event's people sits under one key, so a tag
 * change refreshes the directory, its filters and the tag list together.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  TMyProfile,
  TPeopleFacets,
  TPeoplePage,
  TPeopleStatus,
  TProfileInput,
  TTagDelete,
  TTagList,
  TTagPeople,
  TTagRename,
  TTagResult,
} from "#shared/people/schemas.ts";
import { api, ApiError } from "#client/lib/api.ts";
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

export const peopleKeys = {
  all: ["people"] as const,
  profile: () => [...peopleKeys.all, "profile"] as const,
  event: (eventId: string) => [...peopleKeys.all, "event", eventId] as const,
  list: (eventId: string, params: PeopleParams, pageSize: number) =>
    [...peopleKeys.event(eventId), "list", params, pageSize] as const,
  facets: (eventId: string) => [...peopleKeys.event(eventId), "facets"] as const,
  tags: (eventId: string) => [...peopleKeys.event(eventId), "tags"] as const,
};

const enc = encodeURIComponent;

export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "PLAN_REQUIRED";

function peoplePath(eventId: string, params: PeopleParams, pageSize = PEOPLE_PAGE_SIZE): string {
  const search = new URLSearchParams();
  for (const key of ["q", "group", "status", "location", "tag"] as const) {
    const value = params[key].trim();
    if (value) search.set(key, value);
  }
  search.set("page", String(params.page));
  search.set("pageSize", String(pageSize));
  return `/api/events/${enc(eventId)}/people?${search.toString()}`;
}

export function usePeople(eventId: string, params: PeopleParams, pageSize = PEOPLE_PAGE_SIZE) {
  return useQuery({
    queryKey: peopleKeys.list(eventId, params, pageSize),
    queryFn: ({ signal }) => api<TPeoplePage>(peoplePath(eventId, params, pageSize), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePeopleFacets(eventId: string) {
  return useQuery({
    queryKey: peopleKeys.facets(eventId),
    queryFn: ({ signal }) => api<TPeopleFacets>(`/api/events/${enc(eventId)}/people/facets`, { signal }),
  });
}

export function useMyProfile() {
  return useQuery({
    queryKey: peopleKeys.profile(),
    queryFn: ({ signal }) => api<TMyProfile>("/api/profile", { signal }),
  });
}

export function useSaveProfile() {
  // My profile shows in every directory I am in: those reads go too.
  return useRefreshingMutation([peopleKeys.all], (input: TProfileInput) =>
    api<TMyProfile>("/api/profile", { method: "PUT", body: input }),
  );
}

export function useTags(eventId: string) {
  return useQuery({
    queryKey: peopleKeys.tags(eventId),
    queryFn: ({ signal }) => api<TTagList>(`/api/events/${enc(eventId)}/tags`, { signal }),
  });
}

const tagCall = (eventId: string, path: string) => (body: TTagPeople | TTagRename | TTagDelete) =>
  api<TTagResult>(`/api/events/${enc(eventId)}/tags${path}`, { method: "POST", body });

export function useTagPeople(eventId: string) {
  return useRefreshingMutation(
    [peopleKeys.event(eventId)],
    tagCall(eventId, "") as (body: TTagPeople) => Promise<TTagResult>,
  );
}
export function useUntagPeople(eventId: string) {
  return useRefreshingMutation(
    [peopleKeys.event(eventId)],
    tagCall(eventId, "/remove") as (body: TTagPeople) => Promise<TTagResult>,
  );
}
export function useRenameTag(eventId: string) {
  return useRefreshingMutation(
    [peopleKeys.event(eventId)],
    tagCall(eventId, "/rename") as (body: TTagRename) => Promise<TTagResult>,
  );
}
/** Takes the tag itself as the id, so a confirmed action can run it. */
export function useDeleteTag(eventId: string) {
  return useRefreshingMutation([peopleKeys.event(eventId)], (tag: string) => tagCall(eventId, "/delete")({ tag }));
}

export function uploadThenPhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<TMyProfile> {
  return uploadFile<TMyProfile>({
    url: "/api/profile/then-photo",
    field: "photo",
    file,
    onProgress,
    signal,
    tooLargeMessage: "The photo must be at most 2 MB.",
    failedMessage: "The photo could not be uploaded.",
  });
}

export function useRemoveThenPhoto() {
  return useRefreshingMutation([peopleKeys.all], () =>
    api<TMyProfile>("/api/profile/then-photo", { method: "DELETE" }),
  );
}
