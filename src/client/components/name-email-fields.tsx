/**
 * "Your name" and "Your email" of someone without an account (a guest answering the open RSVP link, a ticket
 * buyer), side by side on wide screens. `ids`, `errors` and `inputs` are the form's own for the two fields.
 */
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";

export function NameEmailFields({
  ids,
  errors,
  emailHint,
  inputs,
}: {
  ids: { name: string; email: string };
  errors: { name?: string | undefined; email?: string | undefined };
  /** What the address is for ("We'll send your tickets to this address."). */
  emailHint: string;
  /** The two inputs as the form registers them. */
  inputs: { name: UseFormRegisterReturn; email: UseFormRegisterReturn };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={ids.name} label="Your name" required error={errors.name}>
        {(props) => <Input {...props} autoComplete="name" maxLength={200} {...inputs.name} />}
      </FormField>
      <FormField id={ids.email} label="Your email" required hint={emailHint} error={errors.email}>
        {(props) => (
          <Input {...props} type="email" inputMode="email" autoComplete="email" maxLength={254} {...inputs.email} />
        )}
      </FormField>
    </div>
  );
}
