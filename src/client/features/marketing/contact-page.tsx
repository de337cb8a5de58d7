import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearchParams } from "react-router";
import { BookOpen, Building2, CircleCheck, LifeBuoy, Mail, Send } from "lucide-react";
import { ZContactInput, type TContactInput } from "#shared/contact/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { ApiError } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth.ts";
import { errorToast } from "#client/lib/toast.ts";
import { useSendContactMessage } from "./api.ts";
import { PageHero, textLinkClass } from "./page-hero.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";

const FIELDS = ["name", "email", "subject", "message"] as const;
type ContactField = (typeof FIELDS)[number];
const SUBJECT_MAX = 150;

function isContactField(key: string): key is ContactField {
  return (FIELDS as readonly string[]).includes(key);
}

function ThankYou({ name, email, onAgain }: { name: string; email: string; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center animate-fade-in">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
        Thank you, {name}!
      </h2>
      <p className="max-w-sm text-pretty text-muted-foreground">
        Your message is with us. We'll reply to{" "}
        <span className="font-medium wrap-anywhere text-foreground">{email}</span> as soon as we can.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="outline" onClick={onAgain}>
          Send another message
        </Button>
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}

export default function ContactPage() {
  const idPrefix = useId();
  const [searchParams] = useSearchParams();
  const { user, isAuthenticated } = useAuth();
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const prefilledFor = useRef<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZContactInput),
    defaultValues: {
      name: "",
      email: "",
      // Links such as "Contact us" on the Business plan say what the message is about.
      subject: (searchParams.get("subject") ?? "").slice(0, SUBJECT_MAX),
      message: "",
    } satisfies TContactInput,
  });

  // The session may arrive after the first render: fill in who is writing once, without overwriting typing.
  useEffect(() => {
    if (!user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    if (!getValues("name") && user.name) setValue("name", user.name);
    if (!getValues("email") && user.email) setValue("email", user.email);
  }, [user, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setTooMany(false);
    try {
      await send.mutateAsync(values);
      setSentTo({ name: values.name, email: values.email });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setTooMany(true);
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        let first = true;
        for (const [key, message] of Object.entries(error.fields)) {
          if (!isContactField(key)) continue;
          setError(key, { type: "server", message }, { shouldFocus: first });
          first = false;
        }
        if (!first) return;
      }
      errorToast(error instanceof Error && error.message ? error.message : "Your message could not be sent.");
    }
  });

  function writeAgain() {
    reset({ name: user?.name ?? "", email: user?.email ?? "", subject: "", message: "" });
    setSentTo(null);
  }

  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<Mail aria-hidden="true" />}
        eyebrow="Contact us"
        title="We'd love to hear from you"
        description="A question about plans, an idea for a feature or a problem with an event: write to us and a person will read it."
      />

      <div className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 lg:grid-cols-[1fr_20rem] lg:gap-8">
        <div className="rounded-xl border bg-surface p-5 shadow-lifted sm:p-8">
          {sentTo ? (
            <ThankYou name={sentTo.name} email={sentTo.email} onAgain={writeAgain} />
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-5">
              <h2 id={`${idPrefix}-form-title`} className="text-lg font-semibold tracking-tight">
                Send us a message
              </h2>
              {tooMany ? (
                <Alert variant="warning" role="alert" title="Too many messages for now">
                  You've sent several messages in a short time. Please wait a few minutes and try again.
                </Alert>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
                <FormField id={`${idPrefix}-name`} label="Name" required error={errors.name?.message}>
                  {(control) => <Input {...control} autoComplete="name" {...register("name")} />}
                </FormField>
                <FormField id={`${idPrefix}-email`} label="Email" required error={errors.email?.message}>
                  {(control) => (
                    <Input {...control} type="email" inputMode="email" autoComplete="email" {...register("email")} />
                  )}
                </FormField>
              </div>
              <FormField id={`${idPrefix}-subject`} label="Subject" hint="Optional." error={errors.subject?.message}>
                {(control) => <Input {...control} maxLength={SUBJECT_MAX} {...register("subject")} />}
              </FormField>
              <FormField
                id={`${idPrefix}-message`}
                label="Message"
                required
                hint="At least 10 characters."
                error={errors.message?.message}
              >
                {(control) => <Textarea {...control} rows={7} className="min-h-36" {...register("message")} />}
              </FormField>
              <div className="flex justify-end">
                <Button type="submit" size="lg" className="w-full sm:w-auto" loading={isSubmitting}>
                  {isSubmitting ? null : <Send aria-hidden="true" />}
                  Send message
                </Button>
              </div>
            </form>
          )}
        </div>

        <aside aria-labelledby={`${idPrefix}-other-title`} className="space-y-4">
          <h2 id={`${idPrefix}-other-title`} className="text-base font-semibold">
            Other ways to find an answer
          </h2>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-3 rounded-xl border bg-surface p-4">
              <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <p className="text-muted-foreground">
                <Link to="/faq" className={textLinkClass}>
                  Frequently asked questions
                </Link>
                : plans, trials, sign-in links, exports and self-hosting.
              </p>
            </li>
            {isAuthenticated ? (
              <li className="flex gap-3 rounded-xl border bg-surface p-4">
                <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <p className="text-muted-foreground">
                  <Link to="/help" className={textLinkClass}>
                    Help Center
                  </Link>
                  : step-by-step guides for events, guests and your account.
                </p>
              </li>
            ) : null}
            <li className="flex gap-3 rounded-xl border bg-surface p-4">
              <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <p className="text-muted-foreground">
                <span className="font-medium text-foreground">Business plan?</span> Tell us about your organisation and
                how many administrators you need (up to 10).
              </p>
            </li>
          </ul>
          <p className="text-xs leading-relaxed text-muted-foreground">
            Messages go to the administrators of this Gatherly. We use your details only to reply; see our{" "}
            <Link to="/privacy" className={textLinkClass}>
              privacy policy
            </Link>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}
