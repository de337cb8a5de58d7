/**
 * An on/off choice: a checkbox with its label beside it and a line saying what it does. The shop, the
 * forms' "hidden", "send email", "refund" and "re-entry" choices all read the same way.
 */
import { useId, type ReactNode } from "react";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { cn } from "#client/lib/utils.ts";

export function CheckField({
  id: givenId,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  className,
}: {
  /** The checkbox's id, for a page that moves the focus to it; one is made up otherwise. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  const madeUp = useId();
  const id = givenId ?? madeUp;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
