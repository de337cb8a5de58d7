/**
 * A ticket's status as a badge, for the pages opened by link (the buyer's tickets, the door): the labels of
 * TICKET_STATUS_LABELS repeated here, so those pages stay free of the shared schemas' zod.
 */
import type { TTicketStatus } from "#shared/tickets/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";

const STATUS_BADGES: Record<TTicketStatus, { label: string; variant: "success" | "warning" | "destructive" }> = {
  valid: { label: "Valid", variant: "success" },
  pending: { label: "Awaiting payment", variant: "warning" },
  cancelled: { label: "Cancelled", variant: "destructive" },
};

export function TicketStatusPill({ status }: { status: TTicketStatus }) {
  const badge = STATUS_BADGES[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
