/** /admin and /admin-management: the admin home. Counts, the sections, security, the latest messages. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, ChevronRight, Inbox, MonitorSmartphone, RefreshCw, Users, type LucideIcon } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { AdminPage } from "./admin-page.tsx";
import { ADMIN_SECTIONS } from "./admin-sections.ts";
import { useAdminUsers, useAllSessions, useContactMessages } from "./api.ts";
import { CONTACT_MESSAGES_CAP, ContactMessages } from "./contact-messages.tsx";
import { CspReports } from "./csp-reports.tsx";
import { formatNumber } from "./format.ts";
import { SecurityStatusCard } from "./security-status.tsx";
import { useErrorToast } from "./use-error-toast.ts";

const RECENT_COUNT = 5;

interface CountQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function StatCard({
  label,
  icon: Icon,
  query,
  value,
  link,
}: {
  label: string;
  icon: LucideIcon;
  query: CountQuery;
  value: string | undefined;
  link: { to: string; label: string };
}) {
  let content: ReactNode;
  if (query.isPending) content = <Skeleton className="h-8 w-20" />;
  else if (query.isError || value === undefined) {
    content = (
      <span className="flex items-center gap-2">
        <span className="text-sm text-destructive">Couldn't load</span>
        <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? null : <RefreshCw aria-hidden="true" />}
          Retry
        </Button>
      </span>
    );
  } else content = <span className="text-3xl font-semibold tracking-tight tabular-nums">{value}</span>;

  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3 pb-2 sm:pb-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-between gap-3">
        <div className="flex min-h-9 items-center" aria-live="polite">
          {content}
        </div>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}

function Stats() {
  const users = useAdminUsers({ q: "", limit: 1, offset: 0 });
  const sessions = useAllSessions();
  useErrorToast(sessions);
  const messages = useContactMessages();
  const messageCount = messages.data?.length;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Users"
        icon={Users}
        query={users}
        value={users.data ? formatNumber(users.data.total) : undefined}
        link={{ to: "/admin/users", label: "Manage users" }}
      />
      <StatCard
        label="Active sessions"
        icon={MonitorSmartphone}
        query={sessions}
        value={sessions.data ? formatNumber(sessions.data.sessions.length) : undefined}
        link={{ to: "/admin/dashboard?tab=sessions", label: "See sessions" }}
      />
      <StatCard
        label="Contact messages"
        icon={Inbox}
        query={messages}
        value={
          messageCount === undefined
            ? undefined
            : `${formatNumber(messageCount)}${messageCount >= CONTACT_MESSAGES_CAP ? "+" : ""}`
        }
        link={{ to: "/admin/dashboard?tab=messages", label: "Read messages" }}
      />
    </div>
  );
}

function SectionLinks() {
  return (
    <section aria-labelledby="admin-sections-title" className="space-y-4">
      <h2 id="admin-sections-title" className="text-xl font-semibold tracking-tight">
        Sections
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_SECTIONS.filter((section) => section.to !== "/admin").map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="group flex h-full items-start gap-3 rounded-xl border bg-surface p-4 shadow-soft transition-colors hover:border-primary/40 hover:bg-primary-soft/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <section.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block font-medium">{section.label}</span>
                <span className="block text-sm text-pretty text-muted-foreground">{section.description}</span>
                {section.arrivesWith ? (
                  <Badge variant="neutral" className="mt-1">
                    {section.arrivesWith}
                  </Badge>
                ) : null}
              </span>
              <ChevronRight
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentCard({
  title,
  description,
  viewAll,
  children,
}: {
  title: string;
  description: string;
  viewAll: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
      <CardFooter>
        <Button asChild variant="link">
          <Link to={viewAll.to}>
            {viewAll.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export default function AdminHomePage() {
  return (
    <AdminPage
      title="Admin Management"
      description="Run Gatherly: accounts and plans, sessions, security and what visitors write to you."
    >
      <div className="space-y-10">
        <Stats />
        <SectionLinks />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <SecurityStatusCard />
          <RecentCard
            title="Recent contact messages"
            description={`The latest ${RECENT_COUNT} from the Contact Us page.`}
            viewAll={{ to: "/admin/dashboard?tab=messages", label: "All contact messages" }}
          >
            <ContactMessages limit={RECENT_COUNT} compact />
          </RecentCard>
          <RecentCard
            title="Recent content-policy reports"
            description={`The latest ${RECENT_COUNT} reports browsers sent.`}
            viewAll={{ to: "/admin/dashboard?tab=csp", label: "All reports" }}
          >
            <CspReports limit={RECENT_COUNT} />
          </RecentCard>
        </div>
      </div>
    </AdminPage>
  );
}
