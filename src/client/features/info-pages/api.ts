/**
 * The information pages' server calls. Every key comes from the info-pages contract, so a change refreshes
 * the lists, the editor, the event's tab and the public pages together; each public page has a key of its
 * own per link and mode.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TInfoPage, TInfoPageDraft, TInfoPageInput, TInfoPageStatus } from "#shared/info-pages/schemas.ts";
import { infoPagesContract as infoPages } from "#shared/info-pages/contract.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";

export const INFO_PAGES_PAGE_SIZE = 20;

export interface InfoPageListParams {
  q: string;
  eventId: string;
  status: TInfoPageStatus | "";
  page: number;
  pageSize?: number;
}

export type PublicMode = "view" | "preview";

/** The list's query: empty filters left out, the page turned into limit and offset. */
function listQuery(params: InfoPageListParams) {
  const size = params.pageSize ?? INFO_PAGES_PAGE_SIZE;
  return {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.eventId ? { eventId: params.eventId } : {}),
    ...(params.status ? { status: params.status } : {}),
    limit: size,
    offset: (params.page - 1) * size,
  };
}

export function useInfoPageList(params: InfoPageListParams) {
  const query = listQuery(params);
  return useQuery({
    queryKey: keyOf(infoPages.list, { query }),
    queryFn: ({ signal }) => call(infoPages.list, { query }, { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useInfoPage(id: string) {
  return useQuery({
    queryKey: keyOf(infoPages.get, { params: { pageId: id } }),
    queryFn: ({ signal }) => call(infoPages.get, { params: { pageId: id } }, { signal }),
    enabled: id !== "",
  });
}

export function usePublicInfoPage(token: string, mode: PublicMode) {
  const endpoint = mode === "preview" ? infoPages.publicPreview : infoPages.publicView;
  return useQuery({
    queryKey: keyOf(endpoint, { params: { token } }),
    queryFn: ({ signal }) => call(endpoint, { params: { token } }, { signal }),
    enabled: token !== "",
    // The organiser previews in another tab while editing: show the latest draft when they come back.
    ...(mode === "preview" ? { staleTime: 0, refetchOnWindowFocus: "always" as const } : {}),
  });
}

function useInfoPageMutation<TVars>(mutationFn: (vars: TVars) => Promise<TInfoPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (page) => {
      queryClient.setQueryData(keyOf(infoPages.get, { params: { pageId: page.id } }), page);
      // The lists, every editor and the public pages (a publish or a new link changes what they show).
      void queryClient.invalidateQueries({ queryKey: contractKey(infoPages) });
    },
  });
}

export function useCreateInfoPage() {
  return useInfoPageMutation((input: TInfoPageInput) => call(infoPages.create, { body: input }));
}

export function useSaveInfoPage(id: string) {
  return useInfoPageMutation((draft: TInfoPageDraft) => call(infoPages.save, { params: { pageId: id }, body: draft }));
}

export function usePublishInfoPage() {
  return useInfoPageMutation((id: string) => call(infoPages.publish, { params: { pageId: id } }));
}

export function useUnpublishInfoPage() {
  return useInfoPageMutation((id: string) => call(infoPages.unpublish, { params: { pageId: id } }));
}

/** A new link each time: the previous one (preview and view) stops working. */
export function useRegenerateInfoPageLink() {
  return useInfoPageMutation((id: string) => call(infoPages.regenerateLink, { params: { pageId: id } }));
}

export function useRevokeInfoPageLink() {
  return useInfoPageMutation((id: string) => call(infoPages.revokeLink, { params: { pageId: id } }));
}

export function useDeleteInfoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(infoPages.remove, { params: { pageId: id } }),
    onSuccess: (_result, id) => {
      // Drop the details first so an editor still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: keyOf(infoPages.get, { params: { pageId: id } }) });
      void queryClient.invalidateQueries({ queryKey: keyOf(infoPages.list) });
      void queryClient.invalidateQueries({ queryKey: keyOf(infoPages.get) });
    },
  });
}

export function viewUrl(token: string): string {
  return `${window.location.origin}/event-info-view/${token}`;
}

export function previewPath(token: string): string {
  return `/event-info-preview/${token}`;
}
