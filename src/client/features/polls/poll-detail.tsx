/**
 * One poll: its questions to answer (while open), its results (the organiser always; others after
 * answering or once closed, live), and the organiser's close, export and delete.
 */
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowLeft, Download, Lock, Pencil, Vote } from "lucide-react";
import type { TPoll } from "#shared/polls/schemas.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { DeleteSection } from "#client/components/delete-section.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { AnswerForm } from "./answer-form.tsx";
import { exportPath, useAnswerPoll, useClosePoll, useDeletePoll, usePoll } from "./api.ts";
import { deadlineText } from "./format.ts";
import { PollSettingsDialog } from "./poll-settings-dialog.tsx";
import { ResultsView } from "./results-view.tsx";
import { StatusBadges } from "./status-badges.tsx";

function OrganiserActions({ eventId, poll }: { eventId: string; poll: TPoll }) {
  const close = useClosePoll(eventId);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <PollSettingsDialog eventId={eventId} poll={poll} open={editing} onOpenChange={setEditing} />
      {poll.status === "open" ? (
        <Button
          variant="outline"
          size="sm"
          loading={close.isPending}
          onClick={() =>
            close.mutate(poll.id, {
              onSuccess: () => successToast("The poll is closed"),
              onError: (error) => errorToast(error.message),
            })
          }
        >
          <Lock aria-hidden="true" />
          Close now
        </Button>
      ) : null}
      {(["csv", "xlsx"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={exportPath(poll.id, format)} download>
            <Download aria-hidden="true" />
            Export {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </div>
  );
}

/** At the end of the poll, not among the actions at its top: deleting is never the first button on a phone. */
function DeletePoll({ eventId, poll, onDeleted }: { eventId: string; poll: TPoll; onDeleted: () => void }) {
  const remove = useDeletePoll(eventId);
  const deletion = useConfirmedAction<TPoll, unknown>(remove, () => {
    successToast(`“${poll.title}” was deleted`);
    onDeleted();
  });
  return (
    <>
      <DeleteSection
        title="Delete this poll"
        description="Its questions and every answer go with it."
        label="Delete poll"
        onDelete={() => deletion.ask(poll)}
      />
      <ConfirmTargetDialog
        action={deletion}
        title={`Delete “${poll.title}”?`}
        description="The questions and every answer are deleted for good."
        confirmLabel="Delete poll"
      />
    </>
  );
}

export function PollDetail({ eventId, pollId, backTo }: { eventId: string; pollId: string; backTo: string }) {
  const query = usePoll(pollId);
  const answer = useAnswerPoll(eventId, pollId);
  const navigate = useNavigate();
  const back = (
    <Link
      to={backTo}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All polls
    </Link>
  );
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading poll" className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  // A ?poll= left over from another event of mine is not this event's poll.
  if (query.isError || query.data.eventId !== eventId) {
    if (!query.isError || isNotFound(query.error)) {
      return (
        <EmptyState
          icon={Vote}
          title="Poll not found"
          action={
            <Button asChild>
              <Link to={backTo}>See all polls</Link>
            </Button>
          }
        >
          This poll was deleted, or it belongs to an event you are not part of.
        </EmptyState>
      );
    }
    return (
      <LoadFailedAlert
        title="We couldn't load this poll."
        error={query.error}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const poll = query.data;
  return (
    <article className="space-y-6" aria-labelledby={`poll-${poll.id}`}>
      <div className="space-y-3">
        {back}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-2">
            <h2 id={`poll-${poll.id}`} className="text-xl font-semibold tracking-tight break-words">
              {poll.title}
            </h2>
            <StatusBadges poll={poll} />
            {poll.description ? (
              <p className="max-w-2xl text-pretty whitespace-pre-line text-muted-foreground">{poll.description}</p>
            ) : null}
            <p className="text-sm text-muted-foreground">{deadlineText(poll)}</p>
          </div>
          {poll.canManage ? <OrganiserActions eventId={eventId} poll={poll} /> : null}
        </div>
      </div>
      {poll.status === "open" ? (
        <section aria-label="Answer" className="space-y-3">
          <h3 className="text-lg font-semibold">{poll.answered ? "Your answers" : "Answer"}</h3>
          <AnswerForm key={poll.id} poll={poll} send={answer.mutateAsync} />
        </section>
      ) : (
        <p role="status" className="rounded-xl border bg-muted px-4 py-3 text-sm">
          This poll is closed.
        </p>
      )}
      <section aria-label="Results" className="space-y-3">
        <h3 className="text-lg font-semibold">Results</h3>
        {poll.resultsVisible ? (
          <ResultsView pollId={poll.id} timeZone={poll.timeZone} />
        ) : (
          <p className="text-sm text-muted-foreground">Answer the poll to see what everyone said.</p>
        )}
      </section>
      {poll.canManage ? (
        <DeletePoll eventId={eventId} poll={poll} onDeleted={() => void navigate(backTo, { replace: true })} />
      ) : null}
    </article>
  );
}
