/**
 * The information pages' server calls. Every key starts with "info-pages", so a change refreshes the
 * lists, the editor and the event's tab together; the public pages have keys of their own per link.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TInfoPage,
  TInfoPageDraft,
  TInfoPageInput,
  TInfoPageList,
  TInfoPageStatus,
  TPublicInfoPage,
} from "#shared/info-pages/schemas.ts";
import { api } from "#client/lib/api.ts";

export const INFO_PAGES_PAGE_SIZE = 20;

export interface InfoPageListParams {
  q: string;
  eventId: string;
  status: TInfoPageStatus | "";
  page: number;
  pageSize?: number;
}

const infoPageKeys = {
  all: ["info-pages"] as const,
  list: (params: InfoPageListParams) => [...infoPageKeys.all, "list", params] as const,
  detail: (id: string) => [...infoPageKeys.all, "detail", id] as const,
  public: (token: string, mode: PublicMode) => ["public-info-page", mode, token] as const,
};

export type PublicMode = "view" | "preview";

const pagePath = (id: string) => `/api/info-pages/${encodeURIComponent(id)}`;

function listPath(params: InfoPageListParams): string {
  const size = params.pageSize ?? INFO_PAGES_PAGE_SIZE;
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.eventId) search.set("eventId", params.eventId);
  if (params.status) search.set("status", params.status);
  search.set("limit", String(size));
  search.set("offset", String((params.page - 1) * size));
  return `/api/info-pages?${search.toString()}`;
}

export function useInfoPageList(params: InfoPageListParams) {
  return useQuery({
    queryKey: infoPageKeys.list(params),
    queryFn: ({ signal }) => api<TInfoPageList>(listPath(params), { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useInfoPage(id: string) {
  return useQuery({
    queryKey: infoPageKeys.detail(id),
    queryFn: ({ signal }) => api<TInfoPage>(pagePath(id), { signal }),
    enabled: id !== "",
  });
}

export function usePublicInfoPage(token: string, mode: PublicMode) {
  return useQuery({
    queryKey: infoPageKeys.public(token, mode),
    queryFn: ({ signal }) =>
      api<TPublicInfoPage>(
        `/api/public/info-pages/${encodeURIComponent(token)}${mode === "preview" ? "/preview" : ""}`,
        { signal },
      ),
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
      queryClient.setQueryData(infoPageKeys.detail(page.id), page);
      void queryClient.invalidateQueries({ queryKey: infoPageKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["public-info-page"] });
    },
  });
}

export function useCreateInfoPage() {
  return useInfoPageMutation((input: TInfoPageInput) =>
    api<TInfoPage>("/api/info-pages", { method: "POST", body: input }),
  );
}

export function useSaveInfoPage(id: string) {
  return useInfoPageMutation((draft: TInfoPageDraft) => api<TInfoPage>(pagePath(id), { method: "PUT", body: draft }));
}

export function usePublishInfoPage() {
  return useInfoPageMutation((id: string) => api<TInfoPage>(`${pagePath(id)}/publish`, { method: "POST", body: {} }));
}

export function useUnpublishInfoPage() {
  return useInfoPageMutation((id: string) => api<TInfoPage>(`${pagePath(id)}/unpublish`, { method: "POST", body: {} }));
}

/** A new link each time: the previous one (preview and view) stops working. */
export function useRegenerateInfoPageLink() {
  return useInfoPageMutation((id: string) => api<TInfoPage>(`${pagePath(id)}/share`, { method: "POST", body: {} }));
}

export function useRevokeInfoPageLink() {
  return useInfoPageMutation((id: string) => api<TInfoPage>(`${pagePath(id)}/share`, { method: "DELETE" }));
}

export function useDeleteInfoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(pagePath(id), { method: "DELETE" }),
    onSuccess: (_result, id) => {
      // Drop the details first so an editor still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: infoPageKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: infoPageKeys.all });
    },
  });
}

export function viewUrl(token: string): string {
  return `${window.location.origin}/event-info-view/${token}`;
}

export function previewPath(token: string): string {
  return `/event-info-preview/${token}`;
}
