/**
 * Which of the account's events a member reaches (ADR 033): every event, now and later, or only the ones ticked.
 * Used by the invite form and the member's "Choose events" dialog.
 */
import { useId } from "react";
import { CalendarDays } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useEventOptions } from "#client/lib/event-options.ts";
import { cn } from "#client/lib/utils.ts";

interface EventReachFieldProps {
  /** null: every event. */
  value: readonly string[] | null;
  onChange: (value: string[] | null) => void;
  error?: string;
  disabled?: boolean;
}

const choiceClass = cn(
  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors",
  "has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft/40",
);

export function EventReachField({ value, onChange, error, disabled }: EventReachFieldProps) {
  const id = useId();
  const events = useEventOptions();
  const some = value !== null;
  const toggle = (eventId: string, on: boolean) => {
    const chosen = new Set(value ?? []);
    if (on) chosen.add(eventId);
    else chosen.delete(eventId);
    onChange([...chosen]);
  };

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Events</legend>
      <RadioGroup
        value={some ? "some" : "all"}
        onValueChange={(choice) => onChange(choice === "all" ? null : [...(value ?? [])])}
        disabled={disabled}
        className="gap-2 sm:grid-cols-2"
      >
        <label htmlFor={`${id}-all`} className={choiceClass}>
          <RadioGroupItem id={`${id}-all`} value="all" className="mt-0.5" />
          <span>
            <span className="block font-medium">Every event</span>
            <span className="block text-muted-foreground">Today's and those created later.</span>
          </span>
        </label>
        <label htmlFor={`${id}-some`} className={choiceClass}>
          <RadioGroupItem id={`${id}-some`} value="some" className="mt-0.5" />
          <span>
            <span className="block font-medium">Only some events</span>
            <span className="block text-muted-foreground">The others stay out of sight.</span>
          </span>
        </label>
      </RadioGroup>
      {some ? (
        events.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading the events">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        ) : events.isError ? (
          <Alert variant="destructive" role="alert">
            The events could not be loaded. Please reload the page.
          </Alert>
        ) : events.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">This account has no events yet.</p>
        ) : (
          <ul className="max-h-56 space-y-1 overflow-y-auto rounded-lg border p-2" aria-label="Events they reach">
            {events.data.map((event) => (
              <li key={event.id}>
                <label
                  htmlFor={`${id}-${event.id}`}
                  className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
                >
                  <Checkbox
                    id={`${id}-${event.id}`}
                    checked={value?.includes(event.id) ?? false}
                    disabled={disabled}
                    onCheckedChange={(checked) => toggle(event.id, checked === true)}
                  />
                  <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
                  <span className="min-w-0 break-words">{event.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
