/**
 * An item's details: what, when (with the zone named), where, and the way to it. Events and activities get
 * "Move to…": a date and time field, the keyboard's equal of dragging. The length stays the same.
 */
import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight, MapPin, MoveRight } from "lucide-react";
import type { TCalendarItem } from "#shared/calendar/schemas.ts";
import { describeTimeZone, formatDay, formatEventRange } from "#shared/date-format.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { inputToIso, startInput, zoneOf, type ZoneMode } from "./dates.ts";
import { itemPath, KIND_LOOKS } from "./kinds.tsx";

const OPEN_LABEL: Record<TCalendarItem["kind"], string> = {
  event: "Open event",
  activity: "Open activity",
  task: "Open checklist",
  rsvp: "Open event",
};

/** "1 hour 30 minutes": how long the item lasts, said when it moves. */
function lengthText(item: TCalendarItem): string {
  const minutes = Math.round((Date.parse(item.endAt) - Date.parse(item.startAt)) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days ? `${days} ${days === 1 ? "day" : "days"}` : "",
    hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "",
    rest ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "",
  ].filter(Boolean);
  return parts.join(" ") || "no time at all";
}

function When({ item, mode }: { item: TCalendarItem; mode: ZoneMode }) {
  const zone = zoneOf(item, mode);
  if (item.kind === "task" && item.day) return <p>Due {formatDay(item.day, "long")}</p>;
  return (
    <div className="space-y-0.5">
      <p>
        {item.kind === "rsvp" ? "Answers close " : null}
        {formatEventRange(item.startAt, item.kind === "rsvp" ? item.startAt : item.endAt, zone)}
      </p>
      <p className="text-muted-foreground">{describeTimeZone(zone, item.startAt, item.endAt)}</p>
    </div>
  );
}

interface MoveFormValues {
  /** datetime-local in the zone the item is read in. */
  start: string;
}

/**
 * Nothing here goes to the server itself: the calendar moves the item at once and says how the move went,
 * so no server field lands here; `formError` only shows if handing the move over fails.
 */
const NO_SERVER_FIELDS = [] as const satisfies ReadonlyArray<keyof MoveFormValues>;

function MoveForm({ item, mode, onMove }: { item: TCalendarItem; mode: ZoneMode; onMove: (startAt: string) => void }) {
  const id = useId();
  const zone = zoneOf(item, mode);
  const {
    register,
    clearErrors,
    formError,
    submitWith,
    formState: { errors },
  } = useServerForm<MoveFormValues, MoveFormValues>({
    defaultValues: { start: startInput(item, mode) },
    // A changed value clears the complaint; it is checked again at the next Move.
    reValidateMode: "onSubmit",
    fieldNames: NO_SERVER_FIELDS,
    failure: `${item.title} could not be moved.`,
  });

  const submit = submitWith(async ({ start }) => {
    onMove(inputToIso(start, item, mode));
  });

  return (
    <form id={`${id}-move`} onSubmit={(event) => void submit(event)} className="space-y-3 border-t pt-4" noValidate>
      <FormField
        id={`${id}-start`}
        label={`Move to (${describeTimeZone(zone, item.startAt)})`}
        required
        error={errors.start?.message}
        hint={
          item.kind === "event"
            ? `It still lasts ${lengthText(item)}, and its activities move with it.`
            : `It still lasts ${lengthText(item)}; it must stay within its event's dates.`
        }
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            {...register("start", {
              validate: (value) => {
                const startAt = inputToIso(value, item, mode);
                if (!value || Number.isNaN(Date.parse(startAt))) return "Choose a date and a time";
                if (Date.parse(startAt) === Date.parse(item.startAt)) return "Choose a different date or time";
                return true;
              },
              onChange: () => clearErrors("start"),
            })}
          />
        )}
      </FormField>
      <FieldError message={formError ?? undefined} />
      <Button type="submit">
        <MoveRight aria-hidden="true" />
        Move
      </Button>
    </form>
  );
}

export function ItemDialog({
  item,
  mode,
  onClose,
  onMove,
}: {
  item: TCalendarItem | null;
  mode: ZoneMode;
  onClose: () => void;
  onMove: (item: TCalendarItem, startAt: string) => void;
}) {
  const look = item ? KIND_LOOKS[item.kind] : null;
  const Icon = look?.icon;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {item && look && Icon ? (
          <>
            <DialogHeader>
              <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
                <Icon aria-hidden="true" className="size-4" />
                {look.label}
              </p>
              <DialogTitle className="break-words">{item.title}</DialogTitle>
              <DialogDescription>
                {item.kind === "event" ? "On your calendar" : `Part of ${item.eventName}`}
              </DialogDescription>
            </DialogHeader>
            <div className="space-y-3 text-sm">
              <When item={item} mode={mode} />
              {item.location ? (
                <p className="flex items-start gap-1.5">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span className="break-words">{item.location}</span>
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {item.status === "cancelled" ? <Badge variant="destructive">Event cancelled</Badge> : null}
                {item.status === "draft" ? <Badge variant="neutral">Draft</Badge> : null}
                {item.done ? <Badge variant="success">Done</Badge> : null}
              </div>
            </div>
            {item.movable && (item.kind === "event" || item.kind === "activity") ? (
              <MoveForm
                key={`${item.kind}:${item.id}:${item.startAt}`}
                item={item}
                mode={mode}
                onMove={(startAt) => onMove(item, startAt)}
              />
            ) : null}
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to={itemPath(item)}>
                  {OPEN_LABEL[item.kind]}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
