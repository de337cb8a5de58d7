/**
 * How many tickets of one type: minus, the number, plus. Thumb-sized buttons for phones, each named for
 * screen readers; the number is announced as it changes.
 */
import { Minus, Plus } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

export function QuantityStepper({
  name,
  value,
  canAdd,
  onChange,
}: {
  /** The ticket type's name, which the buttons and the number are read with. */
  name: string;
  value: number;
  canAdd: boolean;
  onChange: (value: number) => void;
}) {
  const canRemove = value > 0;
  return (
    <div
      role="group"
      aria-label={`${name}: how many tickets`}
      className="inline-flex items-center rounded-xl border bg-surface shadow-xs"
    >
      {/* aria-disabled rather than disabled: the button keeps the focus when the number reaches an end. */}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove one ${name} ticket`}
        aria-disabled={!canRemove || undefined}
        className="size-11 rounded-l-xl rounded-r-none"
        onClick={() => {
          if (canRemove) onChange(value - 1);
        }}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output
        aria-live="polite"
        aria-atomic="true"
        className="min-w-10 px-1 text-center text-lg font-semibold tabular-nums"
      >
        {value}
        <span className="sr-only">
          {" "}
          {name} {value === 1 ? "ticket" : "tickets"}
        </span>
      </output>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Add one ${name} ticket`}
        aria-disabled={!canAdd || undefined}
        className="size-11 rounded-l-none rounded-r-xl"
        onClick={() => {
          if (canAdd) onChange(value + 1);
        }}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
