/** The user panel's Sessions tab: the user's active sessions and "Force logout" behind a confirmation. */
import { useState, type ReactNode } from "react";
import { LogOut, MonitorSmartphone } from "lucide-react";
import type { TAdminUserRow, TSessionInfo } from "#shared/account/schemas.ts";
import { formatRelativeTime } from "#shared/date-format.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#client/components/ui/dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useUserData } from "#client/lib/account.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useForceLogout, useUserSessions } from "./api.ts";
import { formatDateTime, nameOf, pluralise } from "./format.ts";
import { PanelSection } from "./panel-section.tsx";
import { EmptyState, errorMessage, LoadError } from "./states.tsx";
import { useErrorToast } from "./use-error-toast.ts";

function SessionLine({ session }: { session: TSessionInfo }) {
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="truncate font-medium" title={session.userAgent ?? undefined}>
        {session.userAgent ?? "Unknown device"}
      </p>
      <p className="text-muted-foreground">
        <span className="wrap-anywhere">{session.ipAddress ?? "IP address unknown"}</span>
        <span aria-hidden="true"> · </span>
        Last active{" "}
        <time dateTime={session.updatedAt} title={formatDateTime(session.updatedAt)}>
          {formatRelativeTime(session.updatedAt)}
        </time>
      </p>
      <p className="text-muted-foreground">
        Signed in {formatDateTime(session.createdAt)}
        <span aria-hidden="true"> · </span>
        Expires {formatDateTime(session.expiresAt)}
      </p>
    </div>
  );
}

function SessionsSkeleton() {
  return (
    <div role="status" aria-label="Loading sessions" className="space-y-4">
      {[0, 1].map((row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-3.5 w-48 max-w-full" />
        </div>
      ))}
    </div>
  );
}

function ForceLogoutDialog({
  user,
  activeSessions,
  open,
  onOpenChange,
  children,
}: {
  user: TAdminUserRow;
  activeSessions: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  children: ReactNode;
}) {
  const me = useUserData();
  const forceLogout = useForceLogout(me.data?.user.id);
  const name = nameOf(user);

  function confirm() {
    forceLogout.mutate(user.id, {
      onSuccess: ({ revokedSessions }) => {
        successToast(
          "Signed out everywhere",
          revokedSessions === 0
            ? `${name} had no active sessions.`
            : `${pluralise(revokedSessions, "session", "sessions")} of ${name} ended.`,
        );
        onOpenChange(false);
      },
      // The server's message is the spec's text: 'Failed to logout user'.
      onError: (error) => errorToast(errorMessage(error)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (forceLogout.isPending ? undefined : onOpenChange(next))}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign {name} out of every device?</DialogTitle>
          <DialogDescription>
            {activeSessions === undefined
              ? "Every active session ends now"
              : `${pluralise(activeSessions, "active session ends", "active sessions end")} now`}
            , and {name} has to sign in again on each device. Their account, plan and data stay as they are.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={forceLogout.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={forceLogout.isPending} onClick={confirm}>
            <LogOut aria-hidden="true" />
            Sign out everywhere
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function PanelSessions({ user }: { user: TAdminUserRow }) {
  const me = useUserData();
  const sessions = useUserSessions(user.id, true);
  useErrorToast(sessions);
  const [confirming, setConfirming] = useState(false);
  const isSelf = user.id === me.data?.user.id;
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));

  return (
    <PanelSection
      title="Sessions"
      description={
        sessions.data
          ? `${pluralise(sessions.data.activeSessions, "device is", "devices are")} signed in to this account.`
          : "Devices signed in to this account."
      }
    >
      {sessions.isPending ? (
        <SessionsSkeleton />
      ) : sessions.isError ? (
        <LoadError
          title="We couldn't load the sessions."
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={MonitorSmartphone} title="No active sessions" className="py-6">
          {nameOf(user)} is not signed in anywhere.
        </EmptyState>
      ) : (
        <ul aria-label={`Active sessions of ${nameOf(user)}`} className="divide-y">
          {list.map((session) => (
            <li key={session.id} className="py-3 first:pt-0 last:pb-0">
              <SessionLine session={session} />
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        {isSelf ? (
          <Alert variant="info" role="status" className="sm:flex-1">
            To sign out your own devices, use the sessions card on your dashboard.
          </Alert>
        ) : (
          <p className="text-sm text-muted-foreground">Ends every session of this account at once.</p>
        )}
        <ForceLogoutDialog
          user={user}
          activeSessions={sessions.data?.activeSessions}
          open={confirming}
          onOpenChange={setConfirming}
        >
          <Button variant="destructive-outline" disabled={isSelf} className="shrink-0">
            <LogOut aria-hidden="true" />
            Force logout
          </Button>
        </ForceLogoutDialog>
      </div>
    </PanelSection>
  );
}
