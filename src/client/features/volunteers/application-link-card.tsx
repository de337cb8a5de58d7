/**
 * The event's public application link: open or closed, copied to share, and the organiser's own questions
 * (one per line) that the form asks besides name, contact, availability and skills.
 */
import { useId } from "react";
import { ExternalLink, Link2, Lock, LockOpen } from "lucide-react";
import type { z } from "zod";
import { APPLICATION_QUESTIONS_MAX, ZApplicationLinkInput, type TApplicationLink } from "#shared/volunteers/schemas.ts";
import { CopyLinkField } from "#client/components/copy-link-field.tsx";
import { FormSkeleton, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { SaveFormFooter } from "#client/components/form-footer.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { absoluteUrl } from "#client/lib/utils.ts";
import { useApplicationLink, useUpdateApplicationLink } from "./api.ts";

interface QuestionsValues {
  questions: string;
}

const questionsResolver = shapedZodResolver<QuestionsValues, typeof ZApplicationLinkInput>(
  ZApplicationLinkInput,
  (values) => ({
    questions: values.questions
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  }),
);

function QuestionsForm({ eventId, link }: { eventId: string; link: TApplicationLink }) {
  const id = useId();
  const update = useUpdateApplicationLink(eventId);
  const {
    register,
    reset,
    formError,
    submitWith,
    formState: { errors, isSubmitting, isDirty },
  } = useServerForm<QuestionsValues, z.output<typeof ZApplicationLinkInput>>({
    resolver: questionsResolver,
    defaultValues: { questions: link.questions.join("\n") },
    fieldNames: ["questions"],
    failure: "The questions could not be saved.",
  });
  const submit = submitWith(async (values) => {
    const saved = await update.mutateAsync(values);
    reset({ questions: saved.questions.join("\n") });
    successToast("Questions saved", "The application form asks them from now on.");
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormField
        id={`${id}-questions`}
        label="Your questions"
        hint={`One per line, up to ${APPLICATION_QUESTIONS_MAX}. Name, email, phone, availability and skills are always asked.`}
        error={firstErrorMessage(errors.questions)}
      >
        {(props) => (
          <Textarea {...props} rows={3} placeholder="Have you volunteered before?" {...register("questions")} />
        )}
      </FormField>
      <SaveFormFooter
        error={formError}
        errorTitle="The questions were not saved"
        dirty={isDirty}
        submitting={isSubmitting}
        submitLabel="Save questions"
      />
    </form>
  );
}

export function ApplicationLinkCard({ eventId }: { eventId: string }) {
  const link = useApplicationLink(eventId);
  const update = useUpdateApplicationLink(eventId);

  let content;
  if (link.isPending) content = <FormSkeleton label="Loading the application link" />;
  else if (link.isError)
    content = (
      <LoadFailedAlert
        title="We couldn't load the application link."
        error={link.error}
        retrying={link.isRefetching}
        onRetry={() => void link.refetch()}
      />
    );
  else {
    const url = absoluteUrl(link.data.path, window.location.origin);
    const open = link.data.open;
    content = (
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={open ? "success" : "neutral"}>
            {open ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {open ? "Taking applications" : "Closed"}
          </Badge>
          <span className="text-sm text-muted-foreground">
            {open ? "Anyone with the link can apply." : "The link shows that applications are closed."}
          </span>
        </div>
        <CopyLinkField url={url} label="Application link" />
        <div className="flex flex-wrap gap-2">
          <Button
            variant={open ? "outline" : "default"}
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { open: !open },
                {
                  onSuccess: (saved) =>
                    successToast(
                      saved.open ? "Applications are open" : "Applications are closed",
                      saved.open ? "Share the link with people who could help." : "Nobody new can apply now.",
                    ),
                  onError: (error) => errorToast(error.message),
                },
              )
            }
          >
            {update.isPending ? null : open ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
            {open ? "Close applications" : "Open applications"}
          </Button>
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Open the form
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
        <QuestionsForm key={link.data.questions.join("\n")} eventId={eventId} link={link.data} />
      </div>
    );
  }

  return (
    <RegionCard
      icon={Link2}
      title="Application link"
      description="A public form for people who want to help. No account needed; you approve each application."
    >
      {content}
    </RegionCard>
  );
}
