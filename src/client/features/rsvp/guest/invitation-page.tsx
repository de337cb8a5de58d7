/**
 * /invitation/:token: a guest's personal invitation, opened from an email on a phone, no account needed.
 * The first screen of a phone holds who invites, when, where and the answer buttons; below the answer (given,
 * changed, or read-only once answers close) come the organiser's message, the programme, what the other
 * features show the guest (news, polls, their tickets: the guest's hub) and "Add to calendar". While the event
 * is a draft again, the link shows none of it (ADR 025).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Pencil } from "lucide-react";
import { formatZonedInstant } from "#shared/date-format.ts";
import type { TInvitationView } from "#shared/rsvp/schemas.ts";
import { GuestPage, GuestPageFailure, GuestPageSkeleton, PlainText } from "#client/components/guest-page.tsx";
import { HubSection } from "#client/components/hub-section.tsx";
import { Programme } from "#client/components/programme.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { AnswerForm } from "./answer-form.tsx";
import { answerSummary, changeUntilText, initialAnswerValues, joinedEmailFrom } from "./answer-logic.ts";
import { guestRsvpKeys, useAnswerInvitation, useInvitation } from "./api.ts";
import {
  AboutTheInvitation,
  AddToCalendar,
  GUEST_LINK_FOOTNOTE,
  hostKicker,
  InvitedEventHeader,
  notPublished,
  NotPublishedYet,
} from "./guest-page-parts.tsx";

const STATUS_BADGES = {
  pending: { label: "Not answered yet", variant: "neutral" },
  yes: { label: "Coming", variant: "success" },
  maybe: { label: "Maybe", variant: "warning" },
  no: { label: "Not coming", variant: "neutral" },
} as const;

/** The answer as saved: who is coming, their meals and needs, and the note; `brief` leaves out what the thank-you just said. */
function SavedAnswer({ view, brief }: { view: TInvitationView; brief: boolean }) {
  const { guest } = view;
  const badge =
    guest.status === "yes" && guest.waitlisted
      ? ({ label: "On the waitlist", variant: "warning" } as const)
      : STATUS_BADGES[guest.status];
  const coming = guest.status === "yes" || guest.status === "maybe";
  const detailed = coming && guest.party.some((person) => person.name || person.meal || person.dietary);
  return (
    <div className="space-y-4">
      {brief ? null : (
        <div className="space-y-2">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <p className="text-lg font-medium text-pretty">{answerSummary(guest)}</p>
        </div>
      )}
      {detailed ? (
        <ul className="divide-y rounded-lg border">
          {guest.party.map((person, index) => (
            <li key={index} className="space-y-0.5 px-4 py-3 text-sm">
              <p className="font-medium break-words">
                {index === 0 ? `You (${person.name || guest.name})` : person.name || `Person ${index + 1}`}
              </p>
              {person.meal ? <p className="text-muted-foreground">Meal: {person.meal}</p> : null}
              {person.dietary ? (
                <p className="break-words text-muted-foreground">Dietary needs: {person.dietary}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {guest.note.trim() ? (
        <div className="space-y-1 text-sm">
          <p className="font-medium">Your note</p>
          <PlainText text={guest.note} className="text-muted-foreground" />
        </div>
      ) : null}
    </div>
  );
}

function Invitation({ view, token, hub }: { view: TInvitationView; token: string; hub: ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const answer = useAnswerInvitation(token);
  const { event, guest } = view;
  const closed = view.closedReason !== null;
  const [editing, setEditing] = useState(guest.status === "pending");
  const [justSaved, setJustSaved] = useState(false);
  const savedRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [changeClosed, setChangeClosed] = useState(false);
  const joinedEmail = joinedEmailFrom(location.state);

  useEffect(() => {
    if (justSaved) savedRef.current?.focus();
  }, [justSaved]);

  // "Keep my answer" closes the form: the keyboard goes back to the button that opened it.
  useEffect(() => {
    if (changeClosed) changeRef.current?.focus();
  }, [changeClosed]);

  return (
    <GuestPage labelledBy="invitation-title" footnote={GUEST_LINK_FOOTNOTE}>
      <title>{`${event.name}: your invitation · Gatherly`}</title>
      {joinedEmail ? (
        <Alert variant="success" role="status" title="This is your personal page from now on">
          Bookmark it: come back here any time to see the event or change your answer. We've also emailed this link to{" "}
          <strong className="break-all">{joinedEmail}</strong>.
        </Alert>
      ) : null}

      <InvitedEventHeader event={event} titleId="invitation-title" kicker={hostKicker(event, "You're invited")} />

      <section
        aria-labelledby="your-answer-title"
        className="space-y-5 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
      >
        <div className="space-y-1">
          <h2 id="your-answer-title" className="text-lg font-semibold tracking-tight">
            Your answer
          </h2>
          {!closed && guest.status === "pending" && view.deadline ? (
            <p className="text-sm text-muted-foreground">
              Please answer by {formatZonedInstant(view.deadline, event.timeZone)}.
            </p>
          ) : null}
        </div>

        {closed ? (
          <Alert variant="warning" role="status" title="Answers are closed">
            {view.closedReason}
          </Alert>
        ) : null}

        {justSaved && !editing ? (
          <Alert
            ref={savedRef}
            tabIndex={-1}
            variant="success"
            role="status"
            title="Thank you, your answer is saved"
            className="focus-visible:outline-offset-2"
          >
            {answerSummary(guest)} {closed ? null : changeUntilText(view.deadline, event.timeZone)}
          </Alert>
        ) : null}

        {editing && !closed ? (
          <AnswerForm
            partyMax={guest.partyMax}
            mealOptions={view.mealOptions}
            askDietary={view.askDietary}
            initial={initialAnswerValues(guest)}
            focusOnOpen={guest.status !== "pending"}
            guestName={guest.name}
            submitLabel={guest.status === "pending" ? "Send my answer" : "Save my answer"}
            onCancel={
              guest.status === "pending"
                ? undefined
                : () => {
                    setEditing(false);
                    setChangeClosed(true);
                  }
            }
            onClosed={() => void queryClient.invalidateQueries({ queryKey: guestRsvpKeys.invitation(token) })}
            onSubmit={async (input) => {
              await answer.mutateAsync(input);
              setEditing(false);
              setJustSaved(true);
            }}
          />
        ) : (
          <>
            <SavedAnswer view={view} brief={justSaved} />
            {closed ? null : (
              <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted-foreground">
                  {justSaved ? null : changeUntilText(view.deadline, event.timeZone)}
                </p>
                <Button
                  ref={changeRef}
                  variant="outline"
                  size="lg"
                  className="shrink-0"
                  onClick={() => {
                    setJustSaved(false);
                    setChangeClosed(false);
                    setEditing(true);
                  }}
                >
                  <Pencil aria-hidden="true" />
                  Change my answer
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <AboutTheInvitation event={event} greeting={`Hi ${guest.name},`} message={view.message} />
      <HubSection icon={CalendarClock} title="Programme" anchor="programme">
        <Programme items={view.programme} event={event} />
      </HubSection>
      {hub}
      <AddToCalendar event={event} icsPath={view.calendarPath} />
    </GuestPage>
  );
}

/**
 * A guest's personal invitation, which is also their hub for the event: `hub` adds what other features show
 * the guest (news, polls, tickets), composed by the page that routes here (client/app).
 */
export default function InvitationPage({ hub }: { hub?: (view: TInvitationView, token: string) => ReactNode }) {
  const { token = "" } = useParams();
  const invitation = useInvitation(token);
  // Before the data: a page open while the event went back to draft closes at its next load.
  if (notPublished(invitation.error)) {
    return (
      <NotPublishedYet
        link="invitation"
        reason={invitation.error.message}
        checking={invitation.isFetching}
        onCheck={() => void invitation.refetch()}
      />
    );
  }
  if (invitation.data) return <Invitation view={invitation.data} token={token} hub={hub?.(invitation.data, token)} />;
  if (invitation.isError) {
    return (
      <GuestPageFailure
        error={invitation.error}
        link="invitation"
        hint="The organiser may have sent you a newer link, which replaces this one. Open their latest email, or ask them to send your invitation again."
        failedTitle="We couldn't load this invitation."
        retrying={invitation.isFetching}
        onRetry={() => void invitation.refetch()}
      />
    );
  }
  return <GuestPageSkeleton label="Loading your invitation" heights={["h-56", "h-24", "h-72"]} />;
}
