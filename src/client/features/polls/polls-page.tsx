/**
 * /polls (and /polls-surveys): the polls and surveys of one of my events (?event=), open ones first; the
 * organiser creates them here. Choosing one (?poll=, so a link or reload keeps it) opens it to answer and
 * to see its results.
 */
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ArrowRight, Plus, Vote } from "lucide-react";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { MemberEventPicker } from "#client/components/member-event-picker.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { usePolls } from "./api.ts";
import { zonedDateTime } from "./format.ts";
import { PollDetail } from "./poll-detail.tsx";
import { PollEditorDialog } from "./poll-editor-dialog.tsx";
import { StatusBadges } from "./status-badges.tsx";

/**
 * The list, or one poll, at the address the polls were opened at (either of the page's two, or the event
 * page's Polls tab), keeping what else that address holds (the event page's ?tab=).
 */
function pollsPath(page: string, search: URLSearchParams, eventId: string, pollId: string | null): string {
  const next = new URLSearchParams(search);
  next.set("event", eventId);
  if (pollId) next.set("poll", pollId);
  else next.delete("poll");
  return `${page}?${next.toString()}`;
}

export function EventPolls({ event }: { event: TMemberEvent }) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const [creating, setCreating] = useState(false);
  const polls = usePolls(event.id);
  const organiser = event.role === "organiser";
  const pollId = search.get("poll");

  if (pollId)
    return (
      <PollDetail
        key={pollId}
        eventId={event.id}
        pollId={pollId}
        backTo={pollsPath(pathname, search, event.id, null)}
      />
    );

  const newButton = organiser ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New poll
    </Button>
  ) : null;

  let content;
  if (polls.isPending) content = <ListSkeleton label="Loading polls" />;
  else if (polls.isError)
    content = (
      <LoadFailedAlert
        title="We couldn't load the polls."
        error={polls.error}
        retrying={polls.isRefetching}
        onRetry={() => void polls.refetch()}
      />
    );
  else if (polls.data.length === 0) {
    content = (
      <EmptyState icon={Vote} title="No polls yet" action={newButton}>
        {organiser
          ? "Ask your people a quick question, find a date that works, or collect feedback with a survey."
          : "When the organiser asks a question, it appears here."}
      </EmptyState>
    );
  } else {
    content = (
      <ul className="grid gap-3" aria-label={`Polls of ${event.name}`}>
        {polls.data.map((poll) => (
          <li key={poll.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1.5">
                <h3 className="font-semibold break-words">{poll.title}</h3>
                <StatusBadges poll={poll} />
                <p className="text-sm text-muted-foreground">
                  {poll.responses === 1 ? "1 response" : `${poll.responses.toLocaleString()} responses`}
                  {poll.kind === "survey" ? ` · ${poll.questionCount} questions` : ""}
                  {poll.status === "open" && poll.closesAt
                    ? ` · closes ${zonedDateTime(poll.closesAt, event.timeZone)}`
                    : ""}
                </p>
              </div>
              <Button
                asChild
                variant={poll.status === "open" && !poll.answered ? "default" : "outline"}
                size="sm"
                className="self-start sm:self-center"
              >
                <Link
                  to={pollsPath(pathname, search, event.id, poll.id)}
                  aria-label={`${poll.status === "open" && !poll.answered ? "Answer" : "Open"} ${poll.title}`}
                >
                  {poll.status === "open" && !poll.answered ? "Answer" : "Open"}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {organiser && polls.data && polls.data.length > 0 ? <div className="flex justify-end">{newButton}</div> : null}
      {content}
      {organiser ? (
        <PollEditorDialog
          eventId={event.id}
          timeZone={event.timeZone}
          open={creating}
          onOpenChange={setCreating}
          onCreated={(poll) => {
            setCreating(false);
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.set("poll", poll.id);
              return next;
            });
          }}
        />
      ) : null}
    </div>
  );
}

export default function PollsPage() {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Polls &amp; Surveys</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Ask the people of your event a question, find the date that suits most, and see the answers as they arrive.
        </p>
      </header>
      <MemberEventPicker noEventsText="Polls are asked within an event. Create one, or accept an invitation with the email you signed up with.">
        {(event) => <EventPolls key={event.id} event={event} />}
      </MemberEventPicker>
    </div>
  );
}
