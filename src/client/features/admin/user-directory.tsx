/**
 * The user list behind /admin/users and /admin/subscriptions: server-side search (debounced) and paging,
 * a table on wide screens and stacked cards on phones, and the shared user panel for every change.
 * The search text and page live in the address so a reload or a shared link shows the same list.
 */
import { useId, useRef, useState, type ReactNode } from "react";
import { BadgeCheck, CircleAlert, Users } from "lucide-react";
import type { TAdminUserRow } from "#shared/account/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useUserData } from "#client/lib/account.ts";
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
import { useAdminUsers } from "./api.ts";
import { formatDate, nameOf, planOf, roleLabel, trialStateOf, trialText } from "./format.ts";
import { PlanBadge, PlanBadges } from "./plan-badges.tsx";
import { LoadError } from "./states.tsx";
import { UserPanel } from "./user-panel.tsx";

const USERS_PAGE_SIZE = 25;

type DirectoryView = "users" | "subscriptions";

type Column = AdminColumn<TAdminUserRow>;

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
      {
        key: "email",
        header: "Email",
        cell: (u) => <span className="wrap-anywhere">{u.email}</span>,
        notOnCards: true,
      },
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
      cell: (u) =>
        u.subscription ? formatDate(u.subscription.updatedAt) : <span className="text-muted-foreground">Never</span>,
    },
  ];
}

export function UserDirectory({ view }: { view: DirectoryView }) {
  const me = useUserData();
  const searchId = useId();
  const { q, page, update } = useSearchListParams();
  const [text, setText] = useDebouncedSearch(q, update);
  const [selected, setSelected] = useState<TAdminUserRow | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  // The pager sits under the list; a new page starts reading from the top of the list again.
  function goToPage(next: number) {
    update({ page: next });
    topRef.current?.scrollIntoView({ block: "start" });
  }

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
        {withEmail ? (
          <span className="text-xs font-normal text-muted-foreground wrap-anywhere">{user.email}</span>
        ) : null}
      </span>
    );
  }

  let body: ReactNode;
  if (users.isPending) {
    body = <TableSkeleton columns={columns.length} label="Loading users" />;
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
    body = (
      <AdminListEmpty
        total={total}
        q={q}
        noun={noun}
        searchHint="Search looks at names and email addresses. Check the spelling or try part of an address."
        onFirstPage={() => update({ page: 1 })}
        onClearSearch={() => {
          setText("");
          update({ q: "", page: 1 });
        }}
        icon={Users}
        emptyText="Accounts appear here as soon as people sign up."
      />
    );
  } else {
    body = (
      <div className="space-y-3">
        {users.isError ? (
          <LoadError
            title={`We couldn't refresh the ${noun}.`}
            error={users.error}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : null}
        <AdminTable
          rows={rows}
          rowKey={(user) => user.id}
          caption={`${view === "users" ? "Users" : "Subscriptions"}, page ${page} of ${pageCount}`}
          nameHeader={view === "users" ? "Name" : "Account"}
          nameCell={(user, onCard) => nameCell(user, onCard || view === "subscriptions")}
          columns={columns}
          actions={manageButton}
          stale={users.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div ref={topRef} className="flex scroll-mt-24 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <AdminSearchBox
          id={searchId}
          label={`Search ${noun}`}
          placeholder="Name or email"
          text={text}
          onText={setText}
        />
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
          {users.isFetching && !users.isPending ? <Spinner /> : null}
          {data ? showingText(offset, rows.length, total, noun) : null}
        </p>
      </div>

      {body}

      {data ? <AdminPager page={page} pageCount={pageCount} onPage={goToPage} /> : null}

      <UserPanel user={panelUser} onClose={() => setSelected(null)} returnFocusTo={opener} />
    </div>
  );
}
