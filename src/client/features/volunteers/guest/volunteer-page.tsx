/**
 * /volunteer/:token: a volunteer's own page by their personal link, no account. Their shifts (when, where to
 * be, what to bring), a shift the organiser gave them to confirm, giving one up, the open shifts they may take
 * once approved, their hours, and their shifts in their calendar. The server's refusals (an overlap, too many
 * hours in a row) and warnings (a clash with the event they attend as a guest) stay on screen in its words.
 */
import { useRef, useState, type ReactNode } from "react";
import { useParams } from "react-router";
import { ArrowLeftRight, CalendarPlus, Check, Clock, Download, HandHelping, MapPin, X } from "lucide-react";
import { googleSubscribeUrl, webcalUrl } from "#shared/calendar/links.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import type { TPublicShift, TVolunteerPage } from "#shared/volunteers/schemas.ts";
import { GuestEventHeader, GuestPage, GuestPageFailure, GuestPageSkeleton } from "#client/components/guest-page.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { ASSIGNMENT_LABELS, hoursText, shiftWhen } from "../format.ts";
import { useCancelShift, useShiftAnswer, useVolunteerPage, useWithdrawSwap } from "./api.ts";
import { StaffChannelSection } from "./staff-channel-section.tsx";
import { SwapDialog, SwapOffers } from "./swap-parts.tsx";

const TITLE_ID = "volunteer-page-title";
const FOOTNOTE = "Your personal volunteer page on Gatherly. Keep the link to yourself.";

type MyAssignment = TVolunteerPage["assignments"][number];

/** What the last action came to, said above the shifts until the next one. */
interface Notice {
  variant: "success" | "warning" | "destructive";
  title: string;
  lines: string[];
}

function ShiftFacts({ shift, timeZone }: { shift: TPublicShift; timeZone: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-sm">{shiftWhen(shift, timeZone)}</p>
      {shift.place ? (
        <p className="flex items-start gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="break-words">
            <span className="sr-only">Where to be: </span>
            {shift.place}
          </span>
        </p>
      ) : null}
      {shift.notes ? (
        <p className="text-sm whitespace-pre-line break-words text-muted-foreground">{shift.notes}</p>
      ) : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border bg-surface p-5 shadow-soft sm:p-6">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AddToCalendar({ path }: { path: string }) {
  const feed = new URL(path, window.location.origin).toString();
  return (
    <Section id="volunteer-calendar-title" title="Your shifts in your calendar">
      <p className="text-sm text-muted-foreground">
        Subscribe once: shifts you take or give up later appear in your calendar by themselves.
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        <Button asChild variant="outline" size="lg">
          <a href={webcalUrl(feed)}>
            <CalendarPlus aria-hidden="true" />
            Subscribe
            <span className="sr-only"> in your calendar app</span>
          </a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={googleSubscribeUrl(feed)} target="_blank" rel="noopener noreferrer">
            Google Calendar
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={path} download>
            <Download aria-hidden="true" />
            Download .ics
          </a>
        </Button>
      </div>
    </Section>
  );
}

function MyShift({
  assignment,
  timeZone,
  busy,
  offered,
  onConfirm,
  onCancel,
  onSwap,
}: {
  assignment: MyAssignment;
  timeZone: string;
  busy: boolean;
  /** Offered to another volunteer already (still mine until taken). */
  offered: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onSwap: () => void;
}) {
  const { shift } = assignment;
  const done = assignment.checkedInAt !== null;
  return (
    <li className="space-y-3 rounded-lg border p-4" aria-label={`${shift.roleName}, ${shiftWhen(shift, timeZone)}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words">{shift.roleName}</h3>
        {done ? (
          <Badge variant="success">
            <Check aria-hidden="true" />
            Checked in · {hoursText(assignment.hours)}
          </Badge>
        ) : (
          <Badge variant={assignment.status === "confirmed" ? "success" : "warning"}>
            {ASSIGNMENT_LABELS[assignment.status]}
          </Badge>
        )}
        {offered ? (
          <Badge variant="neutral">
            <ArrowLeftRight aria-hidden="true" />
            Offered for a swap
          </Badge>
        ) : null}
      </div>
      <ShiftFacts shift={shift} timeZone={timeZone} />
      {done ? null : (
        <div className="flex flex-col gap-2 sm:flex-row">
          {assignment.status === "awaiting" ? (
            <Button disabled={busy} onClick={onConfirm}>
              <Check aria-hidden="true" />
              Confirm this shift
            </Button>
          ) : null}
          {assignment.status === "confirmed" && !offered ? (
            <Button variant="outline" disabled={busy} onClick={onSwap}>
              <ArrowLeftRight aria-hidden="true" />
              Ask for a swap
            </Button>
          ) : null}
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            <X aria-hidden="true" />
            {assignment.status === "awaiting" ? "I can't do it" : "Cancel this shift"}
          </Button>
        </div>
      )}
    </li>
  );
}

function VolunteerView({ page, token }: { page: TVolunteerPage; token: string }) {
  const { event, volunteer } = page;
  const answer = useShiftAnswer(token);
  const cancel = useCancelShift(token);
  const withdraw = useWithdrawSwap(token);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState<MyAssignment | null>(null);
  const [swapping, setSwapping] = useState<MyAssignment | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const busy = answer.isPending || cancel.isPending || withdraw.isPending;
  const offeredShifts = new Set(page.swaps.filter((swap) => swap.mine).map((swap) => swap.shift.id));

  function show(next: Notice) {
    setNotice(next);
    // The words are above the list the person acted in: bring them into view.
    requestAnimationFrame(() => noticeRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" }));
  }

  function act(kind: "signUp" | "confirm" | "takeSwap", id: string, what: string) {
    answer.mutate(
      { kind, id },
      {
        onSuccess: (result) =>
          show(
            result.warnings.length > 0
              ? { variant: "warning", title: `${what}, but please check this`, lines: result.warnings }
              : { variant: "success", title: what, lines: [] },
          ),
        onError: (error) =>
          show({
            variant: "destructive",
            title: kind === "confirm" ? "The shift was not confirmed" : "The shift is not yours yet",
            lines: [error.message],
          }),
      },
    );
  }

  const times = [...page.assignments.map((a) => a.shift), ...page.openShifts];
  const zoneNote =
    times.length > 0 ? `Times in ${describeTimeZone(event.timeZone, times[0]?.startsAt, times.at(-1)?.endsAt)}.` : null;

  return (
    <GuestPage labelledBy={TITLE_ID} footnote={FOOTNOTE}>
      <title>{`Volunteering: ${event.name} · Gatherly`}</title>
      <GuestEventHeader event={event} titleId={TITLE_ID} kicker={`Hi ${volunteer.name}`} icon={HandHelping}>
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-muted/60 px-4 py-3">
          <Clock aria-hidden="true" className="size-5 text-primary" />
          <p>
            <span className="font-semibold">{hoursText(page.hours)}</span>{" "}
            <span className="text-muted-foreground">volunteered so far</span>
          </p>
        </div>
      </GuestEventHeader>

      {volunteer.status === "applied" ? (
        <Alert variant="info" role="status" title="Your application is waiting for approval">
          The organiser looks at each application. Once you are approved, the shifts you can take appear here.
        </Alert>
      ) : volunteer.status === "declined" ? (
        <Alert variant="warning" role="status" title="Your application was not accepted">
          The organiser did not take you on as a volunteer for this event. Thank you for offering to help.
        </Alert>
      ) : null}

      <div ref={noticeRef}>
        {notice ? (
          <Alert
            variant={notice.variant}
            role={notice.variant === "success" ? "status" : "alert"}
            title={notice.title}
            action={
              <Button variant="ghost" size="sm" onClick={() => setNotice(null)}>
                Dismiss
              </Button>
            }
          >
            {notice.lines.length > 0 ? (
              <ul className="space-y-1">
                {notice.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </div>

      <Section id="my-shifts-title" title="My shifts">
        {zoneNote ? <p className="text-sm text-muted-foreground">{zoneNote}</p> : null}
        {page.assignments.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {volunteer.status === "approved"
              ? "No shifts yet. Choose one below, or wait for the organiser to give you one."
              : "No shifts yet."}
          </p>
        ) : (
          <ul className="space-y-3">
            {page.assignments.map((assignment) => (
              <MyShift
                key={assignment.id}
                assignment={assignment}
                timeZone={event.timeZone}
                busy={busy}
                offered={offeredShifts.has(assignment.shift.id)}
                onSwap={() => setSwapping(assignment)}
                onConfirm={() => act("confirm", assignment.id, `${assignment.shift.roleName} is confirmed`)}
                onCancel={() => {
                  cancel.reset();
                  setCancelling(assignment);
                }}
              />
            ))}
          </ul>
        )}
      </Section>

      {page.swaps.length > 0 ? (
        <SwapOffers
          swaps={page.swaps}
          timeZone={event.timeZone}
          busy={busy}
          onTake={(swap) => act("takeSwap", swap.id, `You took over the ${swap.shift.roleName} shift`)}
          onWithdraw={(swap) =>
            withdraw.mutate(swap.id, {
              onSuccess: () => show({ variant: "success", title: "You took back your offer", lines: [] }),
              onError: (error) =>
                show({ variant: "destructive", title: "The offer was not taken back", lines: [error.message] }),
            })
          }
        />
      ) : null}

      {volunteer.status === "approved" ? (
        <Section id="open-shifts-title" title="Open shifts">
          {page.openShifts.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No open shifts right now. New ones appear here when the organiser publishes them.
            </p>
          ) : (
            <ul className="space-y-3">
              {page.openShifts.map((shift) => (
                <li
                  key={shift.id}
                  className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between"
                  aria-label={`${shift.roleName}, ${shiftWhen(shift, event.timeZone)}`}
                >
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold break-words">{shift.roleName}</h3>
                    <ShiftFacts shift={shift} timeZone={event.timeZone} />
                    <p className="text-sm font-medium text-primary">
                      {shift.placesLeft === 1 ? "1 place left" : `${shift.placesLeft} places left`}
                    </p>
                  </div>
                  <Button
                    disabled={busy}
                    className="shrink-0"
                    onClick={() => act("signUp", shift.id, `You're on the ${shift.roleName} shift`)}
                    aria-label={`Sign up for ${shift.roleName}, ${shiftWhen(shift, event.timeZone)}`}
                  >
                    Sign up
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      {volunteer.status === "approved" ? <StaffChannelSection token={token} /> : null}

      <AddToCalendar path={page.calendarPath} />

      <SwapDialog
        token={token}
        timeZone={event.timeZone}
        assignment={swapping}
        onClose={() => setSwapping(null)}
        onOffered={(assignment) => {
          setSwapping(null);
          show({
            variant: "success",
            title: `Your ${assignment.shift.roleName} shift is offered for a swap`,
            lines: ["It stays yours until another volunteer takes it over."],
          });
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="Give up this shift?"
        description={
          cancelling
            ? `${cancelling.shift.roleName}, ${shiftWhen(cancelling.shift, event.timeZone)}. The organiser sees that the place is free again.`
            : ""
        }
        confirmLabel="Give it up"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={() => {
          const target = cancelling;
          if (!target) return;
          cancel.mutate(target.id, {
            onSuccess: () => {
              setCancelling(null);
              show({ variant: "success", title: `You gave up the ${target.shift.roleName} shift`, lines: [] });
            },
          });
        }}
      />
    </GuestPage>
  );
}

export function VolunteerPage() {
  const { token = "" } = useParams();
  const page = useVolunteerPage(token);
  if (page.data) return <VolunteerView page={page.data} token={token} />;
  if (page.isError) {
    return (
      <GuestPageFailure
        error={page.error}
        link="volunteer page"
        hint="Check that you opened the whole link from your email, or ask the organiser to send it again."
        failedTitle="We couldn't load your volunteer page."
        retrying={page.isFetching}
        onRetry={() => void page.refetch()}
      />
    );
  }
  return <GuestPageSkeleton label="Loading your volunteer page" heights={["h-56", "h-48", "h-48"]} />;
}
