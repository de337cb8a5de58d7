/**
 * The one user panel of the admin area, opened from /admin/users and /admin/subscriptions alike: plan,
 * trial and lifetime; role; sessions with force logout; the audit log. Each change refreshes the lists.
 */
import { BadgeCheck, CircleAlert } from "lucide-react";
import type { TAdminUserRow } from "#shared/account/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { useUserData } from "#client/lib/account.ts";
import { formatDate, nameOf, roleLabel } from "./format.ts";
import { PanelHistory } from "./panel-history.tsx";
import { PanelPlan } from "./panel-plan.tsx";
import { PanelRole } from "./panel-role.tsx";
import { PanelSessions } from "./panel-sessions.tsx";

type UserPanelTab = "plan" | "role" | "sessions" | "history";

interface UserPanelProps {
  /** The user to show; null keeps the panel closed. */
  user: TAdminUserRow | null;
  onClose: () => void;
  initialTab?: UserPanelTab;
  /**
   * Where focus goes back to when the panel closes: the row's Manage button. The panel has no single
   * trigger (every row opens it), so it is handed over instead.
   */
  returnFocusTo?: HTMLElement | null;
}

export function UserPanel({ user, onClose, initialTab = "plan", returnFocusTo }: UserPanelProps) {
  const me = useUserData();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user ? (
        <DialogContent
          className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto p-5 sm:p-6"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle className="wrap-anywhere">{nameOf(user)}</DialogTitle>
            <DialogDescription className="wrap-anywhere">
              {user.email} · joined {formatDate(user.createdAt)}
            </DialogDescription>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={user.role === "user" ? "neutral" : "default"}>{roleLabel(user.role)}</Badge>
              {user.emailVerified ? (
                <Badge variant="success">
                  <BadgeCheck aria-hidden="true" />
                  Email verified
                </Badge>
              ) : (
                <Badge variant="warning">
                  <CircleAlert aria-hidden="true" />
                  Email not verified
                </Badge>
              )}
              {user.id === me.data?.user.id ? <Badge variant="accent">You</Badge> : null}
            </div>
          </DialogHeader>

          {/* Keyed by user so a panel reopened on someone else starts clean. */}
          <Tabs key={user.id} defaultValue={initialTab} className="min-w-0">
            <TabsList aria-label="User settings">
              <TabsTrigger value="plan">Plan</TabsTrigger>
              <TabsTrigger value="role">Role</TabsTrigger>
              <TabsTrigger value="sessions">Sessions</TabsTrigger>
              <TabsTrigger value="history">History</TabsTrigger>
            </TabsList>
            <TabsContent value="plan" className="mt-4">
              <PanelPlan user={user} />
            </TabsContent>
            <TabsContent value="role" className="mt-4">
              <PanelRole user={user} />
            </TabsContent>
            <TabsContent value="sessions" className="mt-4">
              <PanelSessions user={user} />
            </TabsContent>
            <TabsContent value="history" className="mt-4">
              <PanelHistory user={user} />
            </TabsContent>
          </Tabs>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
