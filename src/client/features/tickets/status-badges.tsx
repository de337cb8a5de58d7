/** The badges of an order's and a ticket's status, one colour per state on every list. */
import {
  ORDER_STATUS_LABELS,
  TICKET_STATUS_LABELS,
  type TOrderStatus,
  type TTicketStatus,
} from "#shared/tickets/schemas.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";

type Variant = NonNullable<BadgeProps["variant"]>;

const ORDER_VARIANTS: Record<TOrderStatus, Variant> = { paid: "success", pending: "warning", cancelled: "neutral" };
const TICKET_VARIANTS: Record<TTicketStatus, Variant> = { valid: "success", pending: "warning", cancelled: "neutral" };

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  return <Badge variant={ORDER_VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function TicketStatusBadge({ status }: { status: TTicketStatus }) {
  return <Badge variant={TICKET_VARIANTS[status]}>{TICKET_STATUS_LABELS[status]}</Badge>;
}
