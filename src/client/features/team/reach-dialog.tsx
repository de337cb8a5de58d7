/** The events a member reaches (ADR 033): a line under their name, and the dialog that changes them. */
import { useState } from "react";
import type { TTeamMember } from "#shared/team/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { ApiError } from "#client/lib/api.ts";
import { successToast } from "#client/lib/toast.ts";
import { useChangeRole } from "./api.ts";
import { EventReachField } from "./event-reach-field.tsx";

/** "Only: Autumn Gala, Spring Picnic" for a member limited to some events; nothing for every event. */
export function ReachLine({ events }: { events: TTeamMember["events"] }) {
  if (!events) return null;
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">Only:</span>{" "}
      {events.length === 0 ? "no event left" : events.map((event) => event.name).join(", ")}
    </p>
  );
}

function ReachForm({ member, onDone }: { member: TTeamMember; onDone: () => void }) {
  const change = useChangeRole();
  const [reach, setReach] = useState<string[] | null>(member.events?.map((event) => event.id) ?? null);
  const role = member.role === "owner" ? "admin" : member.role;
  const save = () =>
    change.mutate(
      { userId: member.userId, role, events: reach },
      {
        onSuccess: () => {
          successToast(
            "Events changed",
            reach ? `${member.name} now reaches ${reach.length} of the events.` : `${member.name} reaches every event.`,
          );
          onDone();
        },
      },
    );
  const error = change.error instanceof ApiError ? change.error.fields?.events : undefined;

  return (
    <div className="space-y-5">
      <EventReachField value={reach} onChange={setReach} error={error} disabled={change.isPending} />
      {change.isError && !error ? (
        <Alert variant="destructive" role="alert">
          {change.error.message || "The events were not changed. Please try again."}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button loading={change.isPending} onClick={save}>
          Save
        </Button>
      </DialogFooter>
    </div>
  );
}

export function ReachDialog({ member, onClose }: { member: TTeamMember | null; onClose: () => void }) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Events {member?.name ?? ""} reaches</DialogTitle>
          <DialogDescription>
            They see and work on these events only; the account's other events answer as if they did not exist.
          </DialogDescription>
        </DialogHeader>
        {member ? <ReachForm member={member} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
