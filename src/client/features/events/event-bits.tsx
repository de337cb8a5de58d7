/** The events pages' status badge. */
import { EVENT_STATUS_LABELS, type TEventStatus } from "#shared/events/schemas.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";

const STATUS_VARIANTS: Record<TEventStatus, NonNullable<BadgeProps["variant"]>> = {
  draft: "neutral",
  published: "success",
  cancelled: "destructive",
};

export function EventStatusBadge({ status, className }: { status: TEventStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}
