/** /admin/dashboard: every active session, the contact messages and the content-policy reports, in tabs. */
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Inbox, MonitorSmartphone, RefreshCw, ShieldAlert } from "lucide-react";
import type { TSessionInfo } from "#shared/account/schemas.ts";
import { contactContract } from "#shared/contact/contract.ts";
import { securityContract } from "#shared/security/contract.ts";
import { formatRelativeTime } from "#shared/date-format.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { keyOf } from "#client/lib/api.ts";
import { AdminPage } from "./admin-page.tsx";
import { allSessionsKey, useAllSessions } from "./api.ts";
import { ContactMessages, ListSkeleton } from "./contact-messages.tsx";
import { CspReports } from "./csp-reports.tsx";
import { formatDateTime, formatNumber, pluralise } from "./format.ts";
import { EmptyState, LoadError } from "./states.tsx";
import { useErrorToast } from "./use-error-toast.ts";

const TABS = ["sessions", "messages", "csp"] as const;
type DashboardTab = (typeof TABS)[number];

/** The server lists at most this many active sessions, most recently active first. */
export const ALL_SESSIONS_CAP = 500;

function isTab(value: string | null): value is DashboardTab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

function UserIdCell({ session }: { session: TSessionInfo }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <code className="text-xs wrap-anywhere" title={session.userId}>
        {session.userId}
      </code>
      {session.current ? <Badge variant="accent">This device</Badge> : null}
    </span>
  );
}

function AllSessions() {
  const sessions = useAllSessions();
  useErrorToast(sessions);

  if (sessions.isPending) return <ListSkeleton label="Loading sessions" rows={4} />;
  if (sessions.isError) {
    return (
      <LoadError
        title="We couldn't load the sessions."
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }
  const list = sessions.data.sessions;
  if (list.length === 0) {
    return (
      <EmptyState icon={MonitorSmartphone} title="No active sessions">
        Nobody is signed in right now.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Active sessions, most recently active first</caption>
          <thead className="border-b text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                User ID
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Device
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                IP address
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Last active
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Signed in
              </th>
              <th scope="col" className="py-2 font-medium">
                Expires
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {list.map((session) => (
              <tr key={session.id} className="align-top">
                <td className="max-w-48 py-3 pr-4">
                  <UserIdCell session={session} />
                </td>
                <td className="max-w-72 py-3 pr-4">
                  <span className="line-clamp-2 wrap-anywhere" title={session.userAgent ?? undefined}>
                    {session.userAgent ?? "Unknown device"}
                  </span>
                </td>
                <td className="py-3 pr-4 wrap-anywhere">{session.ipAddress ?? "—"}</td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  <time dateTime={session.updatedAt} title={formatDateTime(session.updatedAt)}>
                    {formatRelativeTime(session.updatedAt)}
                  </time>
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(session.createdAt)}</td>
                <td className="py-3 whitespace-nowrap">{formatDateTime(session.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Active sessions" className="divide-y md:hidden">
        {list.map((session) => (
          <li key={session.id} className="space-y-2 py-4 first:pt-0 last:pb-0">
            <UserIdCell session={session} />
            <p className="text-sm wrap-anywhere">{session.userAgent ?? "Unknown device"}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">IP address</dt>
              <dd className="wrap-anywhere">{session.ipAddress ?? "—"}</dd>
              <dt className="text-muted-foreground">Last active</dt>
              <dd>{formatRelativeTime(session.updatedAt)}</dd>
              <dt className="text-muted-foreground">Expires</dt>
              <dd>{formatDateTime(session.expiresAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>

      {list.length >= ALL_SESSIONS_CAP ? (
        <p className="text-sm text-muted-foreground">
          Showing the {formatNumber(ALL_SESSIONS_CAP)} most recently active sessions.
        </p>
      ) : null}
    </div>
  );
}

function SessionsTitle() {
  const sessions = useAllSessions();
  return (
    <CardDescription>
      {sessions.data
        ? `${pluralise(sessions.data.sessions.length, "session is", "sessions are")} active across all accounts. To end one user's sessions, use Manage on the Users page.`
        : "Every signed-in device across all accounts."}
    </CardDescription>
  );
}

export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const requested = params.get("tab");
  const tab: DashboardTab = isTab(requested) ? requested : "sessions";

  function selectTab(value: string) {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  }

  const tabKey =
    tab === "sessions"
      ? allSessionsKey
      : tab === "messages"
        ? keyOf(contactContract.messages)
        : keyOf(securityContract.cspReports);
  const refreshing = useIsFetching({ queryKey: tabKey }) > 0;

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: tabKey });
  }

  return (
    <AdminPage
      title="Admin Dashboard"
      description="Who is signed in, what visitors wrote to you, and what the browser's content policy blocked."
      actions={
        <Button variant="outline" onClick={refresh} loading={refreshing}>
          {refreshing ? null : <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      }
    >
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Admin dashboard" className="sm:w-fit">
          <TabsTrigger value="sessions">
            <MonitorSmartphone aria-hidden="true" className="hidden sm:block" />
            Sessions
          </TabsTrigger>
          <TabsTrigger value="messages">
            <Inbox aria-hidden="true" className="hidden sm:block" />
            Messages
          </TabsTrigger>
          <TabsTrigger value="csp">
            <ShieldAlert aria-hidden="true" className="hidden sm:block" />
            CSP reports
          </TabsTrigger>
        </TabsList>

        <TabsContent value="sessions">
          <Card>
            <CardHeader>
              <CardTitle>Active sessions</CardTitle>
              <SessionsTitle />
            </CardHeader>
            <CardContent>
              <AllSessions />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="messages">
          <Card>
            <CardHeader>
              <CardTitle>Contact messages</CardTitle>
              <CardDescription>Sent through the Contact Us page, newest first. Reply by email.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactMessages />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="csp">
          <Card>
            <CardHeader>
              <CardTitle>Content-policy reports</CardTitle>
              <CardDescription>
                What browsers reported the content security policy blocked or flagged, newest first.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <CspReports />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
