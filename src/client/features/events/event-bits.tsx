/** Small pieces the events pages share: the status badge, the when line and the confirmation dialog. */
import { useState, type ComponentProps, type ReactNode } from "react";
import { CalendarClock, ChevronDown, Globe } from "lucide-react";
import { EVENT_STATUS_LABELS, type TEventStatus } from "#shared/events/schemas.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { cn } from "#client/lib/utils.ts";
import { describeTimeZone, formatEventRange } from "./format.ts";

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

/** The dates in the event's own zone, with the zone always shown (UI.md). */
export function EventWhen({
  startAt,
  endAt,
  timeZone,
  className,
}: {
  startAt: string;
  endAt: string;
  timeZone: string;
  className?: string;
}) {
  return (
    <div className={cn("space-y-0.5 text-sm", className)}>
      <p className="flex items-start gap-1.5">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{formatEventRange(startAt, endAt, timeZone)}</span>
      </p>
      <p className="flex items-start gap-1.5 text-muted-foreground">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">Time zone: </span>
          {describeTimeZone(timeZone, startAt)}
        </span>
      </p>
    </div>
  );
}

/**
 * A confirmation for an action that loses something. The dialog stays open while the action runs and shows
 * its failure inline, so the user never has to guess whether it happened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Keep it
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Open/closed state for a dialog that acts on one item at a time. */
export function useTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return { target, open: (item: T) => setTarget(item), close: () => setTarget(null) };
}

const selectClass = cn(
  "flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-lg border border-input bg-surface pr-9 pl-3 text-base text-foreground shadow-xs sm:h-10 sm:text-sm",
  "transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
);

/** A native select (best on phones, keyboard and screen readers for free) with the inputs' look. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={selectClass} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
