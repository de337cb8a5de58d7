/**
 * /join/:token: an event's open RSVP link, shared where anyone may answer. The visitor says who they are
 * and answers; a new guest is sent on to their own personal page, someone already on the list gets their
 * existing link by email (nobody changes another person's answer by knowing their address). While the event
 * is a draft, the link shows none of it (ADR 025).
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { formatZonedInstant } from "#shared/date-format.ts";
import type { TPublicRsvpView } from "#shared/rsvp/schemas.ts";
import { GuestPage, GuestPageFailure, GuestPageSkeleton } from "#client/components/guest-page.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { AnswerForm } from "./answer-form.tsx";
import { initialAnswerValues, type JoinedState } from "./answer-logic.ts";
import { guestRsvpKeys, useAnswerOpenRsvpLink, useOpenRsvpLink } from "./api.ts";
import {
  AboutTheInvitation,
  AddToCalendar,
  GUEST_LINK_FOOTNOTE,
  hostKicker,
  InvitedEventHeader,
  notPublished,
  NotPublishedYet,
} from "./guest-page-parts.tsx";

function AlreadyOnTheList({ email }: { email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl bg-success-soft px-5 py-8 text-center text-success-foreground"
    >
      <MailCheck aria-hidden="true" className="size-8" />
      <p className="text-lg font-semibold text-balance">You're already on the guest list</p>
      <p className="text-pretty">
        We've emailed your personal link to <strong className="break-all">{email}</strong>. Open it to see your
        invitation and give or change your answer there.
      </p>
    </div>
  );
}

function OpenLink({ view, token }: { view: TPublicRsvpView; token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useAnswerOpenRsvpLink(token);
  const [emailedTo, setEmailedTo] = useState<string | null>(null);
  const { event } = view;

  return (
    <GuestPage labelledBy="open-rsvp-title" footnote={GUEST_LINK_FOOTNOTE}>
      <title>{`RSVP: ${event.name} · Gatherly`}</title>
      <InvitedEventHeader event={event} titleId="open-rsvp-title" kicker={hostKicker(event, "RSVP")} />

      <section
        aria-labelledby="open-rsvp-answer-title"
        className="space-y-5 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
      >
        <div className="space-y-1">
          <h2 id="open-rsvp-answer-title" className="text-lg font-semibold tracking-tight">
            Your answer
          </h2>
          {view.closedReason === null && !emailedTo ? (
            <p className="text-sm text-muted-foreground">
              {view.deadline ? `Please answer by ${formatZonedInstant(view.deadline, event.timeZone)}. ` : ""}
              You'll get a personal link by email to change your answer later.
            </p>
          ) : null}
        </div>

        {view.closedReason !== null ? (
          <Alert variant="warning" role="status" title="Answers are closed">
            {view.closedReason}
          </Alert>
        ) : emailedTo ? (
          <AlreadyOnTheList email={emailedTo} />
        ) : (
          <AnswerForm
            partyMax={view.partyMax}
            mealOptions={view.mealOptions}
            askDietary={view.askDietary}
            initial={initialAnswerValues({
              status: "pending",
              headcount: 1,
              party: [],
              note: "",
              partyMax: view.partyMax,
            })}
            submitLabel="Send my answer"
            onClosed={() => void queryClient.invalidateQueries({ queryKey: guestRsvpKeys.openLink(token) })}
            onSubmit={async (answer, identity) => {
              if (!identity) return;
              const result = await send.mutateAsync({ name: identity.name, email: identity.email, answer });
              if (result.invitationPath) {
                const state: JoinedState = { joinedEmail: identity.email };
                void navigate(result.invitationPath, { state });
              } else {
                setEmailedTo(identity.email);
              }
            }}
          />
        )}
      </section>

      <AboutTheInvitation event={event} message={view.message} />
      <AddToCalendar event={event} />
    </GuestPage>
  );
}

export default function PublicRsvpPage() {
  const { token = "" } = useParams();
  const link = useOpenRsvpLink(token);
  // Before the data: a page open while the event went back to draft closes at its next load.
  if (notPublished(link.error)) {
    return (
      <NotPublishedYet
        link="rsvp"
        reason={link.error.message}
        checking={link.isFetching}
        onCheck={() => void link.refetch()}
      />
    );
  }
  if (link.data) return <OpenLink view={link.data} token={token} />;
  if (link.isError) {
    return (
      <GuestPageFailure
        error={link.error}
        link="RSVP"
        hint="The organiser may have turned this link off or replaced it with a new one. Ask them for the current link."
        failedTitle="We couldn't load this RSVP."
        retrying={link.isFetching}
        onRetry={() => void link.refetch()}
      />
    );
  }
  return <GuestPageSkeleton label="Loading the RSVP page" heights={["h-56", "h-24", "h-72"]} />;
}
