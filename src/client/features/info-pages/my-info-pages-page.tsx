import { Link } from "react-router";
import { FilePlus2, FileText } from "lucide-react";
import { INFO_PAGE_STATUSES, INFO_PAGE_STATUS_LABELS, type TInfoPageSummary } from "#shared/info-pages/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListResults, ListSkeleton, NoMatches } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { choiceParam, textParam, useListParams } from "#client/lib/use-list-params.ts";
import { useEventOptions } from "#client/lib/event-options.ts";
import { successToast } from "#client/lib/toast.ts";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { INFO_PAGES_PAGE_SIZE, useDeleteInfoPage, useInfoPageList, type InfoPageListParams } from "./api.ts";
import { InfoPageRow } from "./info-page-bits.tsx";

/** The list's filters live in the URL so Back, reload and a shared link keep them. */
function useInfoPageListParams() {
  return useListParams<Omit<InfoPageListParams, "page" | "pageSize">>({
    q: textParam(),
    eventId: textParam({ key: "event" }),
    status: choiceParam(["", ...INFO_PAGE_STATUSES], ""),
  });
}

function Filters({
  params,
  update,
}: {
  params: InfoPageListParams;
  update: (patch: Partial<InfoPageListParams>) => void;
}) {
  const events = useEventOptions();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
      <SearchField
        label="Search pages"
        value={params.q}
        onSearch={(q) => update({ q })}
        placeholder="Page title or event name"
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label="Event"
        value={params.eventId}
        options={[
          { value: "", label: "All events" },
          ...(events.data ?? []).map((event) => ({ value: event.id, label: event.name })),
        ]}
        onChange={(eventId) => update({ eventId })}
      />
      <FilterSelect
        label="Status"
        value={params.status}
        options={[
          { value: "", label: "All statuses" },
          ...INFO_PAGE_STATUSES.map((status) => ({ value: status, label: INFO_PAGE_STATUS_LABELS[status] })),
        ]}
        onChange={(status) => update({ status })}
      />
    </div>
  );
}

function CreateButton() {
  return (
    <Button asChild>
      <Link to="/event-info-editor">
        <FilePlus2 aria-hidden="true" />
        Create an information page
      </Link>
    </Button>
  );
}

function NoPages({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) return <NoMatches icon={FileText} items="pages" onClear={onClear} />;
  return (
    <EmptyState icon={FileText} title="No information pages yet" action={<CreateButton />}>
      Give your guests one link with the schedule, directions, dress code and answers to their questions. It starts with
      sections written for your kind of gathering.
    </EmptyState>
  );
}

/** /my-information-pages: every information page of every event, searchable and paged on the server. */
export default function MyInfoPagesPage() {
  const [params, update] = useInfoPageListParams();
  const list = useInfoPageList(params);
  const remove = useDeleteInfoPage();
  const deleting = useTarget<TInfoPageSummary>();
  const filtered = params.q !== "" || params.eventId !== "" || params.status !== "";
  const data = list.data;

  usePageInRange({
    page: params.page,
    shown: data?.pages.length,
    total: data?.total,
    pageSize: INFO_PAGES_PAGE_SIZE,
    onPage: (page) => update({ page }),
  });

  function onConfirmDelete() {
    const target = deleting.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        deleting.close();
        successToast("Page deleted", `"${target.title}" was deleted.`);
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My information pages</h1>
          <p className="text-muted-foreground">
            Schedules, directions and answers for your guests, shared with one link.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/event-info">By event</Link>
          </Button>
          <CreateButton />
        </div>
      </header>

      <Filters params={params} update={update} />

      {list.isPending ? (
        <ListSkeleton label="Loading information pages" />
      ) : list.isError && !data ? (
        <LoadFailedAlert
          title="We couldn't load your information pages."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.pages.length === 0 ? (
        <NoPages filtered={filtered} onClear={() => update({ q: "", eventId: "", status: "" })} />
      ) : data ? (
        <ListResults
          title="Information pages"
          nouns={["page", "pages"]}
          total={data.total}
          filtered={filtered}
          stale={list.isPlaceholderData}
          page={params.page}
          pageSize={INFO_PAGES_PAGE_SIZE}
          onPage={(page) => update({ page })}
        >
          {data.pages.map((page) => (
            <InfoPageRow
              key={page.id}
              page={page}
              onDelete={() => {
                remove.reset();
                deleting.open(page);
              }}
            />
          ))}
        </ListResults>
      ) : null}

      <ConfirmDialog
        open={deleting.target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete "${deleting.target?.title ?? "this page"}"?`}
        description="Its sections are lost, and its links (preview and public view) stop working for everyone you shared them with."
        confirmLabel="Delete page"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
