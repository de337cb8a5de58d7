import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";

/** The email row every auth form starts with (sign-up, password and magic-link sign-in, reset request). */
export function EmailField({
  id,
  registration,
  error,
  autoComplete = "email",
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoComplete?: "email" | "username";
}) {
  return (
    <FormField id={id} label="Email" required error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          placeholder="you@example.com"
          {...registration}
        />
      )}
    </FormField>
  );
}
