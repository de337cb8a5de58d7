/**
 * The pieces both bulk panels (guests, events) are made of: the toolbar that says how many are selected and
 * holds the operations, the list card with its "select this page" line and pager, a ticked row, the
 * download button (a link while there is something to download), and the list's loading and error states.
 */
import { useId, type ReactNode } from "react";
import { Download } from "lucide-react";
import { countText } from "#shared/words.ts";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { PAGE_SIZE } from "./api.ts";

/** `noun`: [one, many], as the words of the count ("guest", "guests"). */
export function SelectionToolbar({ noun, count, children }: { noun: string; count: number; children: ReactNode }) {
  return (
    <div
      role="toolbar"
      aria-label={`Selected ${noun}s`}
      className="sticky top-2 z-10 flex min-h-14 flex-wrap items-center gap-2 rounded-xl border bg-surface p-2 shadow-soft"
    >
      <p className="px-2 text-sm font-medium tabular-nums" aria-live="polite">
        {count === 0 ? `No ${noun}s selected` : `${countText(count, noun)} selected`}
      </p>
      <div className="ml-auto flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** Download the selection: a link when there is one (and it fits in an address), else a disabled button. */
export function ExportButton({ href }: { href: string | null }) {
  const content = (
    <>
      <Download aria-hidden="true" />
      Export CSV
    </>
  );
  return href ? (
    <Button size="sm" variant="outline" asChild>
      <a href={href} download>
        {content}
      </a>
    </Button>
  ) : (
    <Button size="sm" variant="outline" disabled>
      {content}
    </Button>
  );
}

export function SelectableRow({
  checked,
  onCheck,
  title,
  detail,
}: {
  checked: boolean;
  onCheck: (on: boolean) => void;
  title: ReactNode;
  detail: ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onCheck(value === true)} className="mt-0.5" />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="flex flex-wrap items-center gap-2 font-medium break-words">{title}</span>
        <span className="block text-sm break-words text-muted-foreground">{detail}</span>
      </label>
    </li>
  );
}

/** The list in its card: "select this page" (and what else the header offers), the rows, the pager. */
export function SelectionCard({
  noun,
  pageChecked,
  onCheckPage,
  header,
  page,
  total,
  onPage,
  children,
}: {
  noun: string;
  pageChecked: boolean;
  onCheckPage: (on: boolean) => void;
  header: ReactNode;
  page: number;
  total: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-3 border-b px-4 py-3 text-sm">
        <Checkbox
          aria-label={`Select every ${noun} on this page`}
          checked={pageChecked}
          onCheckedChange={(value) => onCheckPage(value === true)}
        />
        {header}
      </div>
      <ul className="divide-y" aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s`}>
        {children}
      </ul>
      {total > PAGE_SIZE ? (
        <div className="border-t px-4 py-3">
          <Pagination page={page} total={total} pageSize={PAGE_SIZE} label={`${noun} pages`} onPage={onPage} />
        </div>
      ) : null}
    </Card>
  );
}

/** The list's loading and error states; `children` once it has loaded. */
export function ListStates({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; isFetching: boolean; refetch: () => unknown };
  what: string;
  children: ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={`Loading ${what}`} rows={4} />;
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={`We couldn't load ${what}.`}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children}</>;
}
