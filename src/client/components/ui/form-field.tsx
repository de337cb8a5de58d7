import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "#client/lib/utils.ts";
import { Label } from "./label.tsx";

/** Props a field's control must carry so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Help text shown under the label. */
  hint?: ReactNode;
  /** The inline error shown under the field; its presence marks the control invalid. */
  error?: string | undefined;
  className?: string;
  /** Something shown at the right of the label line (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form row: label above the field, an optional required mark and hint, and the inline error under it.
 * The control receives id, aria-invalid, aria-describedby and aria-required.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  labelAside,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        {/* The required mark sits beside the label, not in it, so the field's name stays exactly the label. */}
        <span className="inline-flex items-baseline">
          <Label htmlFor={id}>{label}</Label>
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-sm font-medium text-destructive">
              *
            </span>
          ) : null}
        </span>
        {labelAside}
      </div>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required ? true : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The inline error line under a field or a group of fields. */
export function FieldError({ id, message }: { id?: string | undefined; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
