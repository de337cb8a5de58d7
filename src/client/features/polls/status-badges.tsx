/** What a poll is at a glance: poll or survey, open or closed, anonymous, and whether I answered. */
import { POLL_KIND_LABELS } from "#shared/polls/kinds.ts";
import type { TPollSummary } from "#shared/polls/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";

export function StatusBadges({ poll }: { poll: TPollSummary }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant="neutral">{POLL_KIND_LABELS[poll.kind]}</Badge>
      {poll.status === "open" ? <Badge variant="success">Open</Badge> : <Badge variant="neutral">Closed</Badge>}
      {poll.anonymous ? <Badge variant="accent">Anonymous</Badge> : null}
      {poll.answered ? <Badge>You answered</Badge> : null}
    </span>
  );
}
