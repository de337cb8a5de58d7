/**
 * The event's polls in a guest's hub, answered through their personal invitation link without an account:
 * each poll with its questions as a form (the one members answer with), then its results once the poll shows
 * them (after answering, or once it is closed). When the host's plan has no polls the server says so (403)
 * and the section stays away.
 */
import { Vote } from "lucide-react";
import type { TGuestPoll } from "#shared/polls/schemas.ts";
import { HubSection } from "#client/components/hub-section.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { isPlanRequired } from "#client/lib/api.ts";
import { AnswerForm } from "./answer-form.tsx";
import { useAnswerGuestPoll, useGuestPolls } from "./api.ts";
import { deadlineText } from "./format.ts";
import { ResultsFigures } from "./results-figures.tsx";
import { StatusBadges } from "./status-badges.tsx";

function GuestPoll({ token, poll }: { token: string; poll: TGuestPoll }) {
  const answer = useAnswerGuestPoll(token, poll.id);
  const titleId = `guest-poll-${poll.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-4 py-5 first:pt-0 last:pb-0">
      <div className="space-y-2">
        <h3 id={titleId} className="text-base font-semibold break-words">
          {poll.title}
        </h3>
        <StatusBadges poll={poll} />
        {poll.description ? (
          <p className="text-sm text-pretty whitespace-pre-line break-words text-muted-foreground">
            {poll.description}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{deadlineText(poll)}</p>
      </div>
      {poll.status === "open" ? (
        <AnswerForm key={poll.id} poll={poll} send={answer.mutateAsync} />
      ) : (
        <p role="status" className="rounded-xl border bg-muted px-4 py-3 text-sm">
          This poll is closed.
        </p>
      )}
      {poll.results ? (
        <section aria-labelledby={`${titleId}-results`} className="space-y-3">
          <h4 id={`${titleId}-results`} className="font-semibold">
            Results
          </h4>
          <ResultsFigures results={poll.results} timeZone={poll.timeZone} questionHeading="h5" />
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">Answer the poll to see what everyone said.</p>
      )}
    </article>
  );
}

/** The polls a guest may answer through their personal invitation link `token`. */
export function GuestPollsSection({ token }: { token: string }) {
  const polls = useGuestPolls(token);
  if (isPlanRequired(polls.error)) return null;
  return (
    <HubSection icon={Vote} title="Polls" anchor="polls">
      {polls.isPending ? (
        <ListSkeleton label="Loading the polls" rows={1} />
      ) : polls.isError ? (
        <LoadFailedAlert
          title="We couldn't load the polls."
          error={polls.error}
          retrying={polls.isRefetching}
          onRetry={() => void polls.refetch()}
        />
      ) : polls.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing to answer yet. When the organiser asks a question, it appears here.
        </p>
      ) : (
        <div className="divide-y">
          {polls.data.map((poll) => (
            <GuestPoll key={poll.id} token={token} poll={poll} />
          ))}
        </div>
      )}
    </HubSection>
  );
}
