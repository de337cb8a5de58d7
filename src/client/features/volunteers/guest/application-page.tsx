/**
 * /volunteer-application/:token: an event's public volunteer form, opened from a shared link on a phone, no
 * account. The event, the roles it needs people for, then name, contact, availability, skills and the
 * organiser's questions. Checked by hand (no schema library on this page); the server's field errors land
 * under the same inputs. A new applicant gets their personal page's link; an address that applied already
 * gets it by email instead (nobody reaches another person's page by knowing their address).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowRight, HandHelping, MailCheck, PartyPopper } from "lucide-react";
import type { TApplicationForm, TApplicationResult } from "#shared/volunteers/schemas.ts";
import { GuestEventHeader, GuestPage, GuestPageFailure, GuestPageSkeleton } from "#client/components/guest-page.tsx";
import { NameEmailFields } from "#client/components/name-email-fields.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { handCheckedResolver } from "#client/lib/hand-checked-form.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { looksLikeEmail, skillsFromText } from "../format.ts";
import { useApplicationForm, useApply } from "./api.ts";

const TITLE_ID = "volunteer-application-title";
const FOOTNOTE = "Shared with you through Gatherly. No account needed.";

interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  availability: string;
  skills: string;
  answers: string[];
}

function checkApplication(values: ApplicationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = "Name is required";
  const email = values.email.trim();
  if (!email) errors.email = "Email is required";
  else if (!looksLikeEmail(email)) errors.email = "Enter a valid email address";
  return errors;
}

function Submitted({ result, email }: { result: TApplicationResult; email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl bg-success-soft px-5 py-8 text-center text-success-foreground"
    >
      {result.pagePath ? (
        <>
          <PartyPopper aria-hidden="true" className="size-8" />
          <p className="text-lg font-semibold text-balance">Thank you! Your application is in</p>
          <p className="text-pretty">
            The organiser will look at it soon. Your own volunteer page shows whether you are approved, and then the
            shifts you can sign up for. We've emailed its link to <strong className="break-all">{email}</strong> too.
          </p>
          <Button asChild size="lg" className="mt-2">
            <Link to={result.pagePath}>
              Open my volunteer page
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </>
      ) : (
        <>
          <MailCheck aria-hidden="true" className="size-8" />
          <p className="text-lg font-semibold text-balance">You've applied already</p>
          <p className="text-pretty">
            We've emailed the link to your volunteer page to <strong className="break-all">{email}</strong>. Open it to
            see your application and your shifts.
          </p>
        </>
      )}
    </div>
  );
}

function ApplicationForm({
  form,
  token,
  onSent,
}: {
  form: TApplicationForm;
  token: string;
  onSent: (result: TApplicationResult, email: string) => void;
}) {
  const id = useId();
  const apply = useApply(token);
  const answerPaths = form.questions.map((_, index) => `answers.${index}` as const);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<ApplicationValues, ApplicationValues>({
    resolver: handCheckedResolver(checkApplication),
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      availability: "",
      skills: "",
      answers: form.questions.map(() => ""),
    },
    fieldNames: ["name", "email", "phone", "availability", "skills", ...answerPaths],
    failure: "Please try again.",
  });

  const submit = submitWith(async (values) => {
    const result = await apply.mutateAsync({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      availability: values.availability.trim(),
      skills: skillsFromText(values.skills),
      answers: values.answers.map((answer) => answer.trim()),
    });
    onSent(result, values.email.trim());
  });

  const field = (name: string) => `${id}-${name.replaceAll(".", "-")}`;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Your application" className="space-y-5">
      <NameEmailFields
        ids={{ name: field("name"), email: field("email") }}
        errors={{ name: errors.name?.message, email: errors.email?.message }}
        emailHint="We'll send you the link to your volunteer page."
        inputs={{ name: register("name"), email: register("email") }}
      />
      <FormField
        id={field("phone")}
        label="Phone"
        hint="So the organiser can reach you on the day."
        error={errors.phone?.message}
      >
        {(props) => (
          <Input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={40} {...register("phone")} />
        )}
      </FormField>
      <FormField
        id={field("availability")}
        label="When can you help?"
        hint="Days and times that suit you, for example “Saturday morning, all of Sunday”."
        error={errors.availability?.message}
      >
        {(props) => <Textarea {...props} rows={3} maxLength={2000} {...register("availability")} />}
      </FormField>
      <FormField
        id={field("skills")}
        label="Skills"
        hint="Separate with commas, for example “first aid, driving, languages”."
        error={errors.skills?.message}
      >
        {(props) => <Input {...props} autoComplete="off" {...register("skills")} />}
      </FormField>
      {form.questions.map((question, index) => (
        <FormField
          key={`${index}-${question}`}
          id={field(`answers.${index}`)}
          label={question}
          error={errors.answers?.[index]?.message}
        >
          {(props) => <Textarea {...props} rows={2} maxLength={2000} {...register(`answers.${index}`)} />}
        </FormField>
      ))}
      {formError ? (
        <Alert variant="destructive" role="alert" title="Your application was not sent">
          {formError}
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
          Send my application
        </Button>
      </div>
    </form>
  );
}

function ApplicationView({ form, token }: { form: TApplicationForm; token: string }) {
  const [sent, setSent] = useState<{ result: TApplicationResult; email: string } | null>(null);
  return (
    <GuestPage labelledBy={TITLE_ID} footnote={FOOTNOTE}>
      <title>{`Volunteer: ${form.event.name} · Gatherly`}</title>
      <GuestEventHeader event={form.event} titleId={TITLE_ID} kicker="Volunteer application" icon={HandHelping} />

      {form.roles.length > 0 ? (
        <section
          aria-labelledby="volunteer-roles-title"
          className="space-y-3 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
        >
          <h2 id="volunteer-roles-title" className="text-lg font-semibold tracking-tight">
            Where you could help
          </h2>
          <ul className="space-y-3">
            {form.roles.map((role) => (
              <li key={role.id}>
                <p className="font-medium break-words">{role.name}</p>
                {role.description ? (
                  <p className="text-sm whitespace-pre-line break-words text-muted-foreground">{role.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="volunteer-apply-title"
        className="space-y-5 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
      >
        <div className="space-y-1">
          <h2 id="volunteer-apply-title" className="text-lg font-semibold tracking-tight">
            Apply to volunteer
          </h2>
          {form.closedReason === null && !sent ? (
            <p className="text-sm text-muted-foreground">
              Takes a minute. The organiser approves each volunteer, then you choose your shifts.
            </p>
          ) : null}
        </div>
        {sent ? (
          <Submitted result={sent.result} email={sent.email} />
        ) : form.closedReason !== null ? (
          <Alert variant="warning" role="status" title="Applications are closed">
            {form.closedReason}
          </Alert>
        ) : (
          <ApplicationForm form={form} token={token} onSent={(result, email) => setSent({ result, email })} />
        )}
      </section>
    </GuestPage>
  );
}

export function VolunteerApplicationPage() {
  const { token = "" } = useParams();
  const form = useApplicationForm(token);
  if (form.data) return <ApplicationView form={form.data} token={token} />;
  if (form.isError) {
    return (
      <GuestPageFailure
        error={form.error}
        link="volunteer application"
        hint="The organiser may have replaced it with a new one. Ask them for the current link."
        failedTitle="We couldn't load this application form."
        retrying={form.isFetching}
        onRetry={() => void form.refetch()}
      />
    );
  }
  return <GuestPageSkeleton label="Loading the application form" heights={["h-56", "h-32", "h-96"]} />;
}
