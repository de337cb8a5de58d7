/**
 * Draft means private (ADR 025): an organiser who asks a draft for something that reaches people (send
 * invitations or reminders, email an announcement, open the ticket shop, set up the door) is asked to publish it first, and "Publish event"
 * publishes it and carries on with what they asked. The server refuses the same with EVENT_NOT_PUBLISHED;
 * a page that still thought the event published meets that refusal and asks the same way.
 */
import { useState, type ReactNode } from "react";
import { EVENT_NOT_PUBLISHED, PUBLISH_FIRST, type PublishFirstAction } from "#shared/events/publish-first.ts";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { ApiError } from "#client/lib/api.ts";
import { usePublishEvent } from "#client/lib/event-details.ts";
import { successToast } from "#client/lib/toast.ts";

/** What happens once the event is published, in the dialog's words. */
const AFTER_PUBLISHING: Record<PublishFirstAction, string> = {
  invitations: "your invitations go out",
  reminders: "your reminder goes out as you set it",
  shop: "the shop opens",
  door: "you can set up the door",
  announcementEmail: "your announcement is posted and emailed",
};

interface Asking {
  action: PublishFirstAction;
  /** What the organiser asked for, run once the event is published. */
  then: () => void;
}

interface PublishFirst {
  /** Runs `then` at once for a published event; for a draft, asks to publish it first and runs `then` after. */
  guard: (action: PublishFirstAction, then: () => void) => void;
  /**
   * Whether `error` is the server's refusal for a draft; if so the organiser is asked to publish, and `then`
   * runs after. The caller shows any other error as usual.
   */
  refused: (error: unknown, action: PublishFirstAction, then: () => void) => boolean;
  /** The question, to render once on the page. */
  dialog: ReactNode;
}

export function usePublishFirst(event: { id: string; name: string; status: string }): PublishFirst {
  // Kept after closing, so the words do not change while the dialog fades out.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const publish = usePublishEvent();

  const ask = (next: Asking) => {
    publish.reset();
    setAsking(next);
    setOpen(true);
  };

  const confirm = () => {
    if (!asking) return;
    const { then } = asking;
    publish.mutate(event.id, {
      onSuccess: () => {
        setOpen(false);
        successToast("Event published", `"${event.name}" is now published.`);
        then();
      },
    });
  };

  return {
    guard: (action, then) => (event.status === "draft" ? ask({ action, then }) : then()),
    refused: (error, action, then) => {
      if (!(error instanceof ApiError) || error.code !== EVENT_NOT_PUBLISHED) return false;
      ask({ action, then });
      return true;
    },
    dialog: (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Publish the event first"
        description={
          <>
            {asking ? PUBLISH_FIRST[asking.action] : null} “{event.name}” is a draft, and drafts stay private. Once it
            is published, {asking ? AFTER_PUBLISHING[asking.action] : null}.
          </>
        }
        error={publish.error ? `The event was not published. ${publish.error.message}` : null}
        pending={publish.isPending}
        confirmLabel="Publish event"
        cancelLabel="Not now"
        tone="default"
        onConfirm={confirm}
      />
    ),
  };
}
