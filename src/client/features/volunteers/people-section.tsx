/**
 * The event's volunteers: the application link, then the applications to approve or decline and the approved
 * and declined people (by status), each with what they told us, their hours and their own page's link.
 */
import { useState } from "react";
import { Check, ExternalLink, Mail, Phone, UserPlus, Users, X } from "lucide-react";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { formatDayOf } from "#shared/date-format.ts";
import {
  VOLUNTEER_STATUS_LABELS,
  VOLUNTEER_STATUSES,
  type TVolunteer,
  type TVolunteerStatus,
} from "#shared/volunteers/schemas.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Segmented } from "#client/components/segmented.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useDecide, useVolunteers } from "./api.ts";
import { ApplicationLinkCard } from "./application-link-card.tsx";
import { hoursText } from "./format.ts";
import { VolunteerDialog } from "./volunteer-dialog.tsx";

const STATUS_BADGES = { applied: "warning", approved: "success", declined: "neutral" } as const;

function VolunteerCard({
  volunteer,
  deciding,
  onApprove,
  onDecline,
}: {
  volunteer: TVolunteer;
  deciding: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const name = volunteer.name;
  return (
    <li aria-label={name}>
      <Card className="space-y-3 p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold break-words">{name}</h4>
              <Badge variant={STATUS_BADGES[volunteer.status]}>{VOLUNTEER_STATUS_LABELS[volunteer.status]}</Badge>
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <a
                href={`mailto:${volunteer.email}`}
                className="inline-flex items-center gap-1.5 break-all hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {volunteer.email}
              </a>
              {volunteer.phone ? (
                <a href={`tel:${volunteer.phone}`} className="inline-flex items-center gap-1.5 hover:underline">
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {volunteer.phone}
                </a>
              ) : null}
            </p>
            <p className="text-xs text-muted-foreground">
              Applied {formatDayOf(volunteer.appliedAt, browserTimeZone())}
              {volunteer.status === "approved" ? ` · ${hoursText(volunteer.hours)} credited` : ""}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {volunteer.status !== "approved" ? (
              <Button size="sm" disabled={deciding} onClick={onApprove} aria-label={`Approve ${name}`}>
                <Check aria-hidden="true" />
                Approve
              </Button>
            ) : (
              <Button asChild size="sm" variant="outline">
                <a
                  href={volunteer.pagePath}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`${name}'s page (opens in a new tab)`}
                >
                  <ExternalLink aria-hidden="true" />
                  Their page
                </a>
              </Button>
            )}
            {volunteer.status !== "declined" ? (
              <Button
                size="sm"
                variant="destructive-outline"
                disabled={deciding}
                onClick={onDecline}
                aria-label={`Decline ${name}`}
              >
                <X aria-hidden="true" />
                Decline
              </Button>
            ) : null}
          </div>
        </div>
        {volunteer.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Skills of ${name}`}>
            {volunteer.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="neutral">{skill}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {volunteer.availability || volunteer.answers.length > 0 ? (
          <dl className="grid gap-2 text-sm">
            {volunteer.availability ? (
              <div>
                <dt className="text-muted-foreground">Availability</dt>
                <dd className="whitespace-pre-line break-words">{volunteer.availability}</dd>
              </div>
            ) : null}
            {volunteer.answers.map((item) => (
              <div key={item.question}>
                <dt className="text-muted-foreground">{item.question}</dt>
                <dd className="whitespace-pre-line break-words">{item.answer || "—"}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Card>
    </li>
  );
}

function VolunteerList({ eventId }: { eventId: string }) {
  const people = useVolunteers(eventId);
  const decide = useDecide(eventId);
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<TVolunteerStatus | null>(null);
  const decline = useConfirmedAction<TVolunteer, unknown>(
    {
      mutate: (volunteerId, options) => decide.mutate({ volunteerId, status: "declined" }, options),
      reset: decide.reset,
      isPending: decide.isPending,
      error: decide.error,
    },
    (volunteer) => successToast("Application declined", `${volunteer.name} is no longer on any shift.`),
  );

  const counts = Object.fromEntries(
    VOLUNTEER_STATUSES.map((status) => [status, people.data?.filter((v) => v.status === status).length ?? 0]),
  ) as Record<TVolunteerStatus, number>;
  // Waiting applications first, while there are any.
  const status = chosen ?? (counts.applied > 0 ? "applied" : "approved");
  const shown = people.data?.filter((v) => v.status === status) ?? [];

  const approve = (volunteer: TVolunteer) =>
    decide.mutate(
      { volunteerId: volunteer.id, status: "approved" },
      {
        onSuccess: () => successToast(`${volunteer.name} is approved`, "They can sign up for published shifts now."),
        onError: (error) => errorToast(error.message),
      },
    );

  const addButton = (
    <Button variant="outline" onClick={() => setAdding(true)}>
      <UserPlus aria-hidden="true" />
      Add a volunteer
    </Button>
  );

  let content;
  if (people.isPending) content = <ListSkeleton label="Loading the volunteers" rows={3} />;
  else if (people.isError)
    content = (
      <LoadFailedAlert
        title="We couldn't load the volunteers."
        error={people.error}
        retrying={people.isRefetching}
        onRetry={() => void people.refetch()}
      />
    );
  else if (people.data.length === 0)
    content = (
      <EmptyState icon={Users} title="No volunteers yet" headingLevel={3} action={addButton}>
        Open the application link and share it, or add someone you already know.
      </EmptyState>
    );
  else
    content = (
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Segmented
            label="Show volunteers"
            value={status}
            onChange={setChosen}
            options={VOLUNTEER_STATUSES.map((value) => ({
              value,
              // Short enough for three side by side on a phone.
              label: `${VOLUNTEER_STATUS_LABELS[value]} ${counts[value]}`,
            }))}
          />
          {addButton}
        </div>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {status === "applied"
              ? "No applications waiting."
              : `Nobody is ${VOLUNTEER_STATUS_LABELS[status].toLowerCase()}.`}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={`${VOLUNTEER_STATUS_LABELS[status]} volunteers`}>
            {shown.map((volunteer) => (
              <VolunteerCard
                key={volunteer.id}
                volunteer={volunteer}
                deciding={decide.isPending}
                onApprove={() => approve(volunteer)}
                onDecline={() => decline.ask(volunteer)}
              />
            ))}
          </ul>
        )}
      </div>
    );

  return (
    <RegionCard
      icon={Users}
      title="Volunteers"
      description="Applications to approve or decline, and the people on your team for this event."
      contentClassName="space-y-4"
    >
      {content}
      <VolunteerDialog open={adding} onOpenChange={setAdding} eventId={eventId} />
      <ConfirmTargetDialog
        action={decline}
        title={`Decline ${decline.target?.name ?? "this volunteer"}?`}
        description="They are taken off every shift they have, and can no longer sign up for shifts."
        confirmLabel="Decline"
      />
    </RegionCard>
  );
}

export function PeopleSection({ eventId }: { eventId: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <VolunteerList eventId={eventId} />
      <ApplicationLinkCard eventId={eventId} />
    </div>
  );
}
