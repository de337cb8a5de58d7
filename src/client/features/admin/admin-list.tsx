/**
 * The pieces every admin list shares: the search box (debounced, in the address with the page), the
 * table on wide screens with one card per row on phones, the pager, and the skeleton. The user
 * directory and the events, venues and activities lists are all built from these.
 */
import { useEffect, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, Search, SearchX, X, type LucideIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { textParam, useListParams } from "#client/lib/use-list-params.ts";
import { cn } from "#client/lib/utils.ts";
import { formatNumber } from "./format.ts";
import { EmptyState } from "./states.tsx";

const SEARCH_DEBOUNCE_MS = 300;

export interface AdminColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Left out of the phone card (the card's title already shows it). */
  notOnCards?: boolean;
}

/** The search text and page of a list, kept in the address so a reload or a shared link shows the same list. */
export function useSearchListParams() {
  const [params, update] = useListParams<{ q: string }>({ q: textParam() });
  return { q: params.q, page: params.page, update };
}

/** The box's own text, sent to the list once typing settles; a new search starts on page 1. */
export function useDebouncedSearch(q: string, update: (next: { q?: string; page?: number }) => void) {
  const [text, setText] = useState(q);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === q) return;
    const timer = window.setTimeout(() => update({ q: trimmed, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // update is rebuilt every render; the text and the current query are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);
  return [text, setText] as const;
}

export function AdminSearchBox({
  id,
  label,
  placeholder,
  text,
  onText,
}: {
  id: string;
  label: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
}) {
  return (
    <div role="search" className="w-full sm:max-w-sm">
      <Label htmlFor={id} className="mb-2 block">
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => onText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={() => onText("")}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Clear search</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function TableSkeleton({ columns, label }: { columns: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 rounded-xl border bg-surface p-4 shadow-soft">
      {Array.from({ length: 8 }, (_, row) => (
        <div key={row} className="flex items-center gap-4">
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-40 max-w-full" />
            <Skeleton className="h-3 w-56 max-w-full md:hidden" />
          </div>
          {Array.from({ length: Math.min(columns, 4) }, (_, cell) => (
            <Skeleton key={cell} className="hidden h-4 flex-1 md:block" />
          ))}
          <Skeleton className="h-9 w-20 rounded-lg" />
        </div>
      ))}
    </div>
  );
}

interface AdminTableProps<T> {
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  /** The first column: what the row is (a name), as the row's header. */
  nameHeader: string;
  nameCell: (row: T, onCard: boolean) => ReactNode;
  columns: Array<AdminColumn<T>>;
  actions: (row: T, className?: string) => ReactNode;
  /** Dims the rows while the next page loads over them. */
  stale?: boolean;
}

export function AdminTable<T>({
  rows,
  rowKey,
  caption,
  nameHeader,
  nameCell,
  columns,
  actions,
  stale,
}: AdminTableProps<T>) {
  return (
    <div className={cn("space-y-3 transition-opacity", stale && "opacity-60")}>
      {/* Wide screens: a table. */}
      <div className="hidden overflow-x-auto rounded-xl border bg-surface shadow-soft md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {nameHeader}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-4 py-3 font-medium">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-middle hover:bg-muted/30">
                <th scope="row" className="max-w-64 px-4 py-3 font-normal">
                  {nameCell(row, false)}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="px-4 py-3">
                    {column.cell(row)}
                  </td>
                ))}
                <td className="px-4 py-3 text-right whitespace-nowrap">{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per row, the same fields as label and value. */}
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border bg-surface p-4 shadow-soft">
            <div className="mb-3 flex items-start justify-between gap-3">
              {nameCell(row, true)}
              <div className="flex shrink-0 flex-wrap justify-end gap-2">{actions(row, "shrink-0")}</div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {columns
                .filter((column) => !column.notOnCards)
                .map((column) => (
                  <div key={column.key} className="contents">
                    <dt className="text-muted-foreground">{column.header}</dt>
                    <dd className="min-w-0">{column.cell(row)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground">
        Page {formatNumber(Math.min(page, pageCount))} of {formatNumber(pageCount)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** "Showing 26–50 of 120 events". */
export function showingText(offset: number, shown: number, total: number, noun: string): string | null {
  if (total === 0 || shown === 0) return null;
  return `Showing ${formatNumber(offset + 1)}–${formatNumber(Math.min(offset + shown, total))} of ${formatNumber(total)} ${noun}`;
}

/**
 * A list page with no rows: a page past the end (offer the first), a search that matches nothing (offer
 * to clear it), or nothing at all yet.
 */
export function AdminListEmpty({
  total,
  q,
  noun,
  searchHint,
  onFirstPage,
  onClearSearch,
  icon,
  emptyText,
}: {
  total: number;
  q: string;
  noun: string;
  searchHint: string;
  onFirstPage: () => void;
  onClearSearch: () => void;
  icon: LucideIcon;
  emptyText: string;
}) {
  if (total > 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="This page is empty"
        action={
          <Button variant="outline" onClick={onFirstPage}>
            Go to the first page
          </Button>
        }
      >
        There are {formatNumber(total)} {noun}, but not this many pages.
      </EmptyState>
    );
  }
  if (q) {
    return (
      <EmptyState
        icon={SearchX}
        title={`No ${noun} match “${q}”`}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      >
        {searchHint}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={icon} title={`No ${noun} yet`}>
      {emptyText}
    </EmptyState>
  );
}
