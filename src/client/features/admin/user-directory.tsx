/**
 * The user list behind /admin/users and /admin/subscriptions: server-side search (debounced) and paging,
 * a table on wide screens and stacked cards on phones, and the shared user panel for every change.
 * The search text and page live in the address so a reload or a shared link shows the same list.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { BadgeCheck, ChevronLeft, ChevronRight, CircleAlert, Search, SearchX, Users, X } from "lucide-react";
import type { TAdminUserRow } from "#shared/account/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useUserData } from "#client/lib/account.ts";
import { cn } from "#client/lib/utils.ts";
import { useAdminUsers } from "./api.ts";
import { formatDate, formatNumber, nameOf, planOf, roleLabel, trialStateOf, trialText } from "./format.ts";
import { PlanBadge, PlanBadges } from "./plan-badges.tsx";
import { EmptyState, LoadError } from "./states.tsx";
import { UserPanel } from "./user-panel.tsx";

export const USERS_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

export type DirectoryView = "users" | "subscriptions";

interface Column {
  key: string;
  header: string;
  /** Visually hidden header (the action column still needs a name for screen readers). */
  srOnly?: boolean;
  cell: (user: TAdminUserRow) => ReactNode;
}

function VerifiedMark({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-success-foreground">
      <BadgeCheck aria-hidden="true" className="size-4" />
      Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-warning-foreground">
      <CircleAlert aria-hidden="true" className="size-4" />
      No
    </span>
  );
}

function TrialCell({ user }: { user: TAdminUserRow }) {
  const trial = trialStateOf(user.subscription);
  if (trial.kind === "none") return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-col">
      <span className={trial.kind === "active" ? "font-medium" : "text-warning-foreground"}>{trialText(trial)}</span>
      <span className="text-xs text-muted-foreground">
        {trial.kind === "active" ? `Ends ${formatDate(trial.endsAt)}` : `Ended ${formatDate(trial.endedAt)}`}
      </span>
    </span>
  );
}

function columnsFor(view: DirectoryView): Column[] {
  if (view === "users") {
    return [
      { key: "email", header: "Email", cell: (u) => <span className="wrap-anywhere">{u.email}</span> },
      { key: "role", header: "Role", cell: (u) => roleLabel(u.role) },
      { key: "verified", header: "Verified", cell: (u) => <VerifiedMark verified={u.emailVerified} /> },
      { key: "plan", header: "Plan", cell: (u) => <PlanBadges subscription={u.subscription} /> },
      { key: "created", header: "Created", cell: (u) => formatDate(u.createdAt) },
    ];
  }
  return [
    { key: "plan", header: "Plan", cell: (u) => <PlanBadge plan={planOf(u.subscription)} /> },
    { key: "trial", header: "Trial", cell: (u) => <TrialCell user={u} /> },
    {
      key: "lifetime",
      header: "Lifetime",
      cell: (u) => (u.subscription?.isLifetime ? "Yes" : <span className="text-muted-foreground">No</span>),
    },
    {
      key: "changed",
      header: "Plan last changed",
      cell: (u) => (u.subscription ? formatDate(u.subscription.updatedAt) : <span className="text-muted-foreground">Never</span>),
    },
  ];
}

function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  function update(next: { q?: string; page?: number }) {
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q) result.set("q", next.q);
          else result.delete("q");
        }
        const nextPage = next.page ?? page;
        if (nextPage > 1) result.set("page", String(nextPage));
        else result.delete("page");
        return result;
      },
      { replace: true },
    );
  }
  return { q, page, update };
}

function TableSkeleton({ columns }: { columns: number }) {
  return (
    <div role="status" aria-label="Loading users" className="space-y-3 rounded-xl border bg-surface p-4 shadow-soft">
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

export function UserDirectory({ view }: { view: DirectoryView }) {
  const me = useUserData();
  const searchId = useId();
  const { q, page, update } = useListParams();
  const [text, setText] = useState(q);
  const [selected, setSelected] = useState<TAdminUserRow | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  // The pager sits under the list; a new page starts reading from the top of the list again.
  function goToPage(next: number) {
    update({ page: next });
    topRef.current?.scrollIntoView({ block: "start" });
  }

  // Typing settles for a moment before the list is asked again; a new search starts on page 1.
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === q) return;
    const timer = window.setTimeout(() => update({ q: trimmed, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // update is rebuilt every render; the text and the current query are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);

  const offset = (page - 1) * USERS_PAGE_SIZE;
  const users = useAdminUsers({ q, limit: USERS_PAGE_SIZE, offset });
  const data = users.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const rows = data?.users ?? [];
  const columns = columnsFor(view);
  const noun = view === "users" ? "users" : "accounts";

  // The panel shows the freshest copy of its user once the list refreshes after a change.
  const panelUser = selected ? (rows.find((row) => row.id === selected.id) ?? selected) : null;

  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + rows.length, total);

  function manageButton(user: TAdminUserRow, className?: string) {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Manage ${nameOf(user)}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          setOpener(event.currentTarget);
          setSelected(user);
        }}
        className={className}
      >
        Manage
      </Button>
    );
  }

  function nameCell(user: TAdminUserRow, withEmail: boolean) {
    return (
      <span className="flex min-w-0 flex-col">
        <span className="flex flex-wrap items-center gap-1.5 font-medium">
          <span className="wrap-anywhere">{nameOf(user)}</span>
          {user.id === me.data?.user.id ? <Badge variant="accent">You</Badge> : null}
        </span>
        {withEmail ? <span className="text-xs font-normal text-muted-foreground wrap-anywhere">{user.email}</span> : null}
      </span>
    );
  }

  let body: ReactNode;
  if (users.isPending) {
    body = <TableSkeleton columns={columns.length} />;
  } else if (users.isError && !data) {
    body = (
      <LoadError
        title={`We couldn't load the ${noun}.`}
        error={users.error}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  } else if (rows.length === 0) {
    body =
      total > 0 ? (
        <EmptyState
          icon={SearchX}
          title="This page is empty"
          action={
            <Button variant="outline" onClick={() => update({ page: 1 })}>
              Go to the first page
            </Button>
          }
        >
          There are {formatNumber(total)} {noun}, but not this many pages.
        </EmptyState>
      ) : q ? (
        <EmptyState
          icon={SearchX}
          title={`No ${noun} match “${q}”`}
          action={
            <Button
              variant="outline"
              onClick={() => {
                setText("");
                update({ q: "", page: 1 });
              }}
            >
              Clear search
            </Button>
          }
        >
          Search looks at names and email addresses. Check the spelling or try part of an address.
        </EmptyState>
      ) : (
        <EmptyState icon={Users} title={`No ${noun} yet`}>
          Accounts appear here as soon as people sign up.
        </EmptyState>
      );
  } else {
    body = (
      <div className={cn("space-y-3 transition-opacity", users.isPlaceholderData && "opacity-60")}>
        {users.isError ? (
          <LoadError
            title={`We couldn't refresh the ${noun}.`}
            error={users.error}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : null}

        {/* Wide screens: a table. */}
        <div className="hidden overflow-x-auto rounded-xl border bg-surface shadow-soft md:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {view === "users" ? "Users" : "Subscriptions"}, page {page} of {pageCount}
            </caption>
            <thead className="border-b bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {view === "users" ? "Name" : "Account"}
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
              {rows.map((user) => (
                <tr key={user.id} className="align-middle hover:bg-muted/30">
                  <th scope="row" className="max-w-64 px-4 py-3 font-normal">
                    {nameCell(user, view === "subscriptions")}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className="px-4 py-3">
                      {column.cell(user)}
                    </td>
                  ))}
                  <td className="px-4 py-3 text-right">{manageButton(user)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {/* Phones: one card per user, the same fields as label and value. */}
        <ul aria-label={view === "users" ? "Users" : "Subscriptions"} className="space-y-3 md:hidden">
          {rows.map((user) => (
            <li key={user.id} className="rounded-xl border bg-surface p-4 shadow-soft">
              <div className="mb-3 flex items-start justify-between gap-3">
                {nameCell(user, true)}
                {manageButton(user, "shrink-0")}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {columns
                  .filter((column) => column.key !== "email")
                  .map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-muted-foreground">{column.header}</dt>
                      <dd className="min-w-0">{column.cell(user)}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div ref={topRef} className="flex scroll-mt-24 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="search" className="w-full sm:max-w-sm">
          <Label htmlFor={searchId} className="mb-2 block">
            Search {noun}
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name or email"
              autoComplete="off"
              spellCheck={false}
              className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
            />
            {text ? (
              <button
                type="button"
                onClick={() => setText("")}
                className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Clear search</span>
              </button>
            ) : null}
          </div>
        </div>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
          {users.isFetching && !users.isPending ? <Spinner /> : null}
          {data && total > 0 && rows.length > 0
            ? `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${noun}`
            : null}
        </p>
      </div>

      {body}

      {data && pageCount > 1 ? (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => goToPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <p className="text-sm text-muted-foreground">
            Page {formatNumber(Math.min(page, pageCount))} of {formatNumber(pageCount)}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => goToPage(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}

      <UserPanel user={panelUser} onClose={() => setSelected(null)} returnFocusTo={opener} />
    </div>
  );
}
