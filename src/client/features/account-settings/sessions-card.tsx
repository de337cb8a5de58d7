import { useId } from "react";
import { Monitor, RefreshCw, ShieldCheck, Smartphone, Tablet } from "lucide-react";
import type { TSessionInfo } from "#shared/account/schemas.ts";
import { formatMoment, formatRelativeTime } from "#shared/date-format.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "./api.ts";
import { describeDevice, type DeviceKind } from "./user-agent.ts";

const DEVICE_ICONS: Record<DeviceKind, typeof Monitor> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
};

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Please try again.";
}

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: TSessionInfo;
  onRevoke: (session: TSessionInfo) => void;
  revoking: boolean;
}) {
  const labelId = useId();
  const device = describeDevice(session.userAgent);
  const Icon = DEVICE_ICONS[device.kind];

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-lg",
            session.current ? "bg-primary-soft text-primary" : "bg-muted text-muted-foreground",
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2">
            <span id={labelId} className="font-medium">
              {device.label}
            </span>
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="wrap-anywhere">{session.ipAddress ?? "IP address unknown"}</span>
            <span aria-hidden="true"> · </span>
            <span>
              Last active{" "}
              <time dateTime={session.updatedAt} title={formatMoment(session.updatedAt, browserTimeZone())}>
                {formatRelativeTime(session.updatedAt)}
              </time>
            </span>
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          loading={revoking}
          aria-describedby={labelId}
          onClick={() => onRevoke(session)}
          className="ml-13 self-start sm:ml-0 sm:self-center"
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

function SessionsSkeleton() {
  return (
    <div role="status" aria-label="Loading sessions" className="space-y-5">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40 max-w-full" />
            <Skeleton className="h-3.5 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function SessionsCard({ className }: { className?: string }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);
  // The current device first, then the most recently active.
  const ordered = [...list].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );

  function handleRevoke(session: TSessionInfo) {
    const device = describeDevice(session.userAgent).label;
    revoke.mutate(session.id, {
      onSuccess: () => successToast("Session signed out", `${device} has been signed out.`),
      onError: (error) => errorToast(`Could not sign out ${device}. ${failureMessage(error)}`),
    });
  }

  function handleRevokeOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        successToast(
          "Other sessions signed out",
          revoked === 0
            ? "There were no other sessions to sign out."
            : `${revoked} other ${revoked === 1 ? "session was" : "sessions were"} signed out.`,
        ),
      onError: (error) => errorToast(`Could not sign out your other sessions. ${failureMessage(error)}`),
    });
  }

  return (
    <section id="sessions" aria-labelledby="sessions-title" className={className}>
      <Card className="flex flex-col">
        <CardHeader>
          <CardTitle id="sessions-title" className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            Your sessions
          </CardTitle>
          <CardDescription>Devices signed in to your account. Sign out any you don't recognise.</CardDescription>
        </CardHeader>
        <CardContent className="flex-1">
          {sessions.isPending ? (
            <SessionsSkeleton />
          ) : sessions.isError ? (
            <Alert
              variant="destructive"
              role="alert"
              title="We couldn't load your sessions."
              action={
                <Button
                  variant="outline"
                  size="sm"
                  loading={sessions.isFetching}
                  onClick={() => void sessions.refetch()}
                >
                  {sessions.isFetching ? null : <RefreshCw aria-hidden="true" />}
                  Retry
                </Button>
              }
            >
              {failureMessage(sessions.error)}
            </Alert>
          ) : ordered.length === 0 ? (
            <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
              No active sessions.
            </p>
          ) : (
            <ul className="divide-y" aria-label="Active sessions">
              {ordered.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  onRevoke={handleRevoke}
                  revoking={revoke.isPending && revoke.variables === session.id}
                />
              ))}
            </ul>
          )}
        </CardContent>
        {sessions.isSuccess && others.length > 0 ? (
          <CardFooter className="justify-end">
            <Button
              variant="destructive-outline"
              loading={revokeOthers.isPending}
              onClick={handleRevokeOthers}
              className="w-full sm:w-auto"
            >
              Sign out of all other sessions
            </Button>
          </CardFooter>
        ) : null}
      </Card>
    </section>
  );
}
