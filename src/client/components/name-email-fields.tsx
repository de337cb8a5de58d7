/**
 * "Your name" and "Your email" of someone without an account (a guest answering the open RSVP link, a ticket
 * buyer), side by side on wide screens. `ids` and `errors` are the form's own names for the two fields.
 */
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";

interface NameAndEmail {
  name: string;
  email: string;
}

export function NameEmailFields({
  ids,
  errors,
  emailHint,
  value,
  onChange,
}: {
  ids: { name: string; email: string };
  errors: { name?: string | undefined; email?: string | undefined };
  /** What the address is for ("We'll send your tickets to this address."). */
  emailHint: string;
  value: NameAndEmail;
  onChange: (value: NameAndEmail) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={ids.name} label="Your name" required error={errors.name}>
        {(props) => (
          <Input
            {...props}
            autoComplete="name"
            maxLength={200}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={ids.email} label="Your email" required hint={emailHint} error={errors.email}>
        {(props) => (
          <Input
            {...props}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={value.email}
            onChange={(e) => onChange({ ...value, email: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
