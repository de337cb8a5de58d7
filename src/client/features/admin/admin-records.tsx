/**
 * /admin/events, /admin/venues, /admin/activities and /admin/invitations: every organiser's records,
 * searchable by the record or its owner, each viewable in full and deletable behind a confirmation that
 * says what goes with it. Deletions are recorded in the owner's history (the audit log) by the server.
 */
import { useId, useRef, useState, type ReactNode } from "react";
import { Eye, Trash2, type LucideIcon } from "lucide-react";
import type { TAdminOwner } from "#shared/admin/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useTarget } from "#client/lib/use-target.ts";
import {
  AdminListEmpty,
  AdminPager,
  AdminSearchBox,
  AdminTable,
  showingText,
  TableSkeleton,
  useDebouncedSearch,
  useSearchListParams,
  type AdminColumn,
} from "./admin-list.tsx";
import { AdminPage } from "./admin-page.tsx";
import { useAdminRecords, useDeleteAdminRecord, type AdminRecordKind, type AdminRecordRows } from "./api.ts";
import { LoadError } from "./states.tsx";

const RECORDS_PAGE_SIZE = 25;

interface AdminRecordsProps<K extends AdminRecordKind> {
  kind: K;
  title: string;
  description: string;
  /** Plural and singular, in lower case: "events", "event". */
  noun: string;
  singular: string;
  icon: LucideIcon;
  columns: Array<AdminColumn<AdminRecordRows[K]>>;
  /** Everything about one record, for its View dialog, as label and value. */
  details: (row: AdminRecordRows[K]) => Array<[string, ReactNode]>;
  /** What else is lost, for the delete confirmation. */
  deleteConsequence: (row: AdminRecordRows[K]) => string;
  /** What the search matches besides the owner, when not the record's name and place. */
  search?: { hint: string; placeholder: string };
  /** The empty list's line, when not "Organisers' <noun> appear here as soon as they create them." */
  emptyText?: string;
}

export function ownerText(owner: TAdminOwner | null): ReactNode {
  if (!owner) return <span className="text-muted-foreground">Deleted account</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="wrap-anywhere">{owner.name || owner.email}</span>
      {owner.name ? <span className="text-xs text-muted-foreground wrap-anywhere">{owner.email}</span> : null}
    </span>
  );
}

export function AdminRecords<K extends AdminRecordKind>(props: AdminRecordsProps<K>) {
  const { kind, title, description, noun, singular, icon, columns, details, deleteConsequence } = props;
  const search = props.search ?? {
    hint: "Search looks at names, places and the owner's name or email.",
    placeholder: "Name, place, owner name or email",
  };
  type Row = AdminRecordRows[K];
  const searchId = useId();
  const topRef = useRef<HTMLDivElement>(null);
  const { q, page, update } = useSearchListParams();
  const [text, setText] = useDebouncedSearch(q, update);
  const offset = (page - 1) * RECORDS_PAGE_SIZE;
  const list = useAdminRecords(kind, { q, limit: RECORDS_PAGE_SIZE, offset });
  const remove = useDeleteAdminRecord(kind);
  const deleting = useTarget<Row>();
  const [viewing, setViewing] = useState<Row | null>(null);

  const data = list.data;
  const rows = data?.records ?? [];
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE));

  function goToPage(next: number) {
    update({ page: next });
    topRef.current?.scrollIntoView({ block: "start" });
  }

  function actions(row: Row, className?: string) {
    return (
      <span className="inline-flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`View ${row.name}`}
          onClick={() => setViewing(row)}
          className={className}
        >
          <Eye aria-hidden="true" />
          View
        </Button>
        <Button
          variant="destructive-outline"
          size="sm"
          aria-label={`Delete ${row.name}`}
          onClick={() => {
            remove.reset();
            deleting.open(row);
          }}
          className={className}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </span>
    );
  }

  let body: ReactNode;
  if (list.isPending) {
    body = <TableSkeleton columns={columns.length} label={`Loading ${noun}`} />;
  } else if (list.isError && !data) {
    body = (
      <LoadError
        title={`We couldn't load the ${noun}.`}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <AdminListEmpty
        total={total}
        q={q}
        noun={noun}
        searchHint={search.hint}
        onFirstPage={() => update({ page: 1 })}
        onClearSearch={() => setText("")}
        icon={icon}
        emptyText={props.emptyText ?? `Organisers' ${noun} appear here as soon as they create them.`}
      />
    );
  } else {
    body = (
      <div className="space-y-3">
        {list.isError ? (
          <LoadError
            title={`We couldn't refresh the ${noun}.`}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : null}
        <AdminTable
          rows={rows}
          rowKey={(row) => row.id}
          caption={`${title}, page ${page} of ${pageCount}`}
          nameHeader="Name"
          nameCell={(row) => <span className="font-medium wrap-anywhere">{row.name}</span>}
          columns={columns}
          actions={actions}
          stale={list.isPlaceholderData}
        />
      </div>
    );
  }

  const target = deleting.target;
  return (
    <AdminPage title={title} description={description}>
      <div className="space-y-4">
        <div ref={topRef} className="flex scroll-mt-24 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <AdminSearchBox
            id={searchId}
            label={`Search ${noun}`}
            placeholder={search.placeholder}
            text={text}
            onText={setText}
          />
          <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
            {list.isFetching && !list.isPending ? <Spinner /> : null}
            {data ? showingText(offset, rows.length, total, noun) : null}
          </p>
        </div>
        {body}
        {data ? <AdminPager page={page} pageCount={pageCount} onPage={goToPage} /> : null}
      </div>

      <Dialog open={viewing !== null} onOpenChange={(open) => (open ? undefined : setViewing(null))}>
        <DialogContent className="max-h-[85vh] max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle className="wrap-anywhere">{viewing?.name}</DialogTitle>
            <DialogDescription>
              {`This ${singular} belongs to `}
              {viewing?.owner ? viewing.owner.name || viewing.owner.email : "a deleted account"}.
            </DialogDescription>
          </DialogHeader>
          {viewing ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {details(viewing).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 whitespace-pre-wrap wrap-anywhere">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete ${target?.name ?? `this ${singular}`}?`}
        description={target ? `${deleteConsequence(target)} The deletion is recorded in the owner's history.` : ""}
        confirmLabel={`Delete ${singular}`}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => {
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => {
              deleting.close();
              setViewing(null);
              successToast(
                `${singular.charAt(0).toUpperCase()}${singular.slice(1)} deleted`,
                `"${target.name}" was deleted.`,
              );
            },
          });
        }}
      />
    </AdminPage>
  );
}
