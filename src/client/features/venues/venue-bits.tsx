/** Small pieces the venue pages share: states, the amenity chips, the native select and the confirm dialog. */
import { useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { ChevronDown, MapPinOff, RefreshCw } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
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
import { ApiError } from "#client/lib/api.ts";
import { cn } from "#client/lib/utils.ts";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const numberFormat = new Intl.NumberFormat();

/** "250 people", or null when the venue has no capacity set. */
export function capacityText(capacity: number | null): string | null {
  if (capacity === null) return null;
  return `${numberFormat.format(capacity)} ${capacity === 1 ? "person" : "people"}`;
}

/** "Lyon, France" from whichever parts are filled in. */
export function placeText(city: string, country: string): string {
  return [city, country].filter((part) => part.trim() !== "").join(", ");
}

export function AmenityChips({ amenities, max, className }: { amenities: string[]; max?: number; className?: string }) {
  if (amenities.length === 0) return null;
  const shown = max === undefined ? amenities : amenities.slice(0, max);
  const hidden = amenities.length - shown.length;
  return (
    <ul aria-label="Amenities" className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((amenity) => (
        <li key={amenity}>
          <Badge variant="neutral" className="max-w-full whitespace-normal break-words">
            {amenity}
          </Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="default">+{hidden} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}

export function VenueNotFound() {
  return (
    <section
      aria-labelledby="venue-not-found-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <MapPinOff aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id="venue-not-found-title" className="text-2xl font-semibold tracking-tight">
          Venue not found
        </h1>
        <p className="text-muted-foreground">This venue may have been deleted, or the link is not quite right.</p>
      </div>
      <Button asChild>
        <Link to="/manage-venues">Back to my venues</Link>
      </Button>
    </section>
  );
}

export function LoadFailed({
  title,
  error,
  retrying,
  onRetry,
  className,
}: {
  title: string;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert
      variant="destructive"
      role="alert"
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          {retrying ? null : <RefreshCw aria-hidden="true" />}
          Retry
        </Button>
      }
    >
      {error?.message || "Please try again."}
    </Alert>
  );
}

/**
 * A confirmation for an action that loses something. It stays open while the action runs and shows a
 * failure inline, so the user never has to guess whether it happened.
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
  error?: string | null | undefined;
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

export const textareaClass = cn(
  "min-h-28 w-full rounded-lg border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs sm:text-sm",
  "placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
);
