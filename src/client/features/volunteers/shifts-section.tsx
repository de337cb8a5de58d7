/**
 * The roles and shifts of one event: roles added, renamed and deleted; shifts by day with their staffing (in
 * words and colour), published one by one or all at once; volunteers assigned, checked in or marked as not
 * come, each row naming its volunteer for screen readers.
 */
import { useState } from "react";
import {
  CalendarPlus,
  Check,
  ClipboardList,
  Clock,
  Eye,
  EyeOff,
  MapPin,
  Pencil,
  Plus,
  Send,
  Trash2,
  UserPlus,
  UserX,
  X,
} from "lucide-react";
import { describeTimeZone, formatDay, groupByDayInZone } from "#shared/date-format.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import type { TAssignment, TShift, TVolunteerRole } from "#shared/volunteers/schemas.ts";
import { ActionMenu, ActionMenuItem, ActionMenuSeparator } from "#client/components/action-menu.tsx";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import {
  useAssignmentAction,
  usePublishShifts,
  useRemoveRole,
  useRemoveShift,
  useRoles,
  useShifts,
  useUpdateShift,
  useVolunteers,
} from "./api.ts";
import { AssignDialog } from "./assign-dialog.tsx";
import { ASSIGNMENT_LABELS, headcountText, hoursText, shiftWhen } from "./format.ts";
import { HoursDialog } from "./hours-dialog.tsx";
import { RoleDialog } from "./role-dialog.tsx";
import { ShiftDialog } from "./shift-dialog.tsx";
import { StaffingBadge, StaffingBar } from "./staffing-badge.tsx";

function RolesCard({ eventId, roles }: { eventId: string; roles: readonly TVolunteerRole[] }) {
  const [editing, setEditing] = useState<{ role: TVolunteerRole | null } | null>(null);
  const remove = useConfirmedAction<TVolunteerRole, unknown>(useRemoveRole(eventId), (role) =>
    successToast("Role deleted", `${role.name} is gone.`),
  );
  return (
    <RegionCard
      icon={ClipboardList}
      title="Roles"
      description="The kinds of work volunteers do. Applicants see them on the application form."
      contentClassName="space-y-4"
    >
      {roles.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No roles yet. Start with one, such as “Registration desk” or “Setup crew”, then add its shifts.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Roles">
          {roles.map((role) => (
            // The roles sit in a narrow column beside the shifts: the buttons go under the words.
            <li key={role.id} className="space-y-2 p-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium break-words">{role.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {role.shiftCount === 1 ? "1 shift" : `${role.shiftCount} shifts`}
                  </span>
                </p>
                {role.description ? (
                  <p className="text-sm break-words text-muted-foreground">{role.description}</p>
                ) : null}
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${role.name}`}
                  onClick={() => setEditing({ role })}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="destructive-outline"
                  size="sm"
                  aria-label={`Delete ${role.name}`}
                  onClick={() => remove.ask(role)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant={roles.length === 0 ? "default" : "outline"} onClick={() => setEditing({ role: null })}>
        <Plus aria-hidden="true" />
        Add role
      </Button>
      <RoleDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        eventId={eventId}
        role={editing?.role ?? null}
      />
      <ConfirmTargetDialog
        action={remove}
        title={`Delete ${remove.target?.name ?? "this role"}?`}
        description="A role with shifts cannot be deleted: delete or move its shifts first."
        confirmLabel="Delete role"
      />
    </RegionCard>
  );
}

function AssignmentRow({ eventId, assignment }: { eventId: string; assignment: TAssignment }) {
  const act = useAssignmentAction(eventId);
  const name = assignment.volunteerName;
  const run = (action: "checkIn" | "noShow" | "cancelAssignment", done: string) =>
    act.mutate(
      { assignmentId: assignment.id, action },
      { onSuccess: () => successToast(done), onError: (error) => errorToast(error.message) },
    );
  const settled = assignment.checkedInAt !== null || assignment.noShow;
  const [adjusting, setAdjusting] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-medium break-words">{name}</span>
        {assignment.checkedInAt ? (
          <Badge variant="success">
            <Check aria-hidden="true" />
            Checked in · {hoursText(assignment.hours)}
          </Badge>
        ) : assignment.noShow ? (
          <Badge variant="destructive">
            <UserX aria-hidden="true" />
            No-show
          </Badge>
        ) : (
          <Badge variant={assignment.status === "confirmed" ? "default" : "neutral"}>
            {ASSIGNMENT_LABELS[assignment.status]}
          </Badge>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {settled ? null : (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={act.isPending}
              aria-label={`Check in ${name}`}
              onClick={() => run("checkIn", `${name} is checked in`)}
            >
              <Check aria-hidden="true" />
              Check in
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={act.isPending}
              aria-label={`Mark ${name} as no-show`}
              onClick={() => run("noShow", `${name} is marked as no-show`)}
            >
              <UserX aria-hidden="true" />
              No-show
            </Button>
          </>
        )}
        {assignment.checkedInAt ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Adjust the hours of ${name}`}
            onClick={() => setAdjusting(true)}
          >
            <Clock aria-hidden="true" />
            Hours
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          disabled={act.isPending}
          aria-label={`Take ${name} off the shift`}
          onClick={() => run("cancelAssignment", `${name} is off the shift`)}
        >
          <X aria-hidden="true" />
          <span className="sm:sr-only">Remove</span>
        </Button>
      </div>
      <HoursDialog eventId={eventId} assignment={adjusting ? assignment : null} onClose={() => setAdjusting(false)} />
    </li>
  );
}

function ShiftCard({
  event,
  shift,
  onAssign,
  onEdit,
  onDelete,
}: {
  event: TEvent;
  shift: TShift;
  onAssign: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateShift(event.id);
  const label = `${shift.roleName}, ${shiftWhen(shift, event.timeZone)}`;
  const togglePublished = () =>
    update.mutate(
      { shiftId: shift.id, patch: { published: !shift.published } },
      {
        onSuccess: (saved) => successToast(saved.published ? "Shift published" : "Shift back to draft", label),
        onError: (error) => errorToast(error.message),
      },
    );
  return (
    <li aria-label={label}>
      <Card className="space-y-3 p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold break-words">{shift.roleName}</h4>
              <StaffingBadge shift={shift} />
              {shift.published ? null : <Badge variant="neutral">Draft</Badge>}
            </div>
            <p className="text-sm">{shiftWhen(shift, event.timeZone)}</p>
            {shift.place ? (
              <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="break-words">{shift.place}</span>
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 gap-2">
            <Button size="sm" onClick={onAssign} aria-label={`Assign a volunteer to ${label}`}>
              <UserPlus aria-hidden="true" />
              Assign
            </Button>
            <ActionMenu label={`Actions for ${label}`}>
              <ActionMenuItem icon={Pencil} onSelect={onEdit}>
                Edit
              </ActionMenuItem>
              <ActionMenuItem icon={shift.published ? EyeOff : Eye} onSelect={togglePublished}>
                {shift.published ? "Back to draft" : "Publish"}
              </ActionMenuItem>
              <ActionMenuSeparator />
              <ActionMenuItem icon={Trash2} destructive onSelect={onDelete}>
                Delete
              </ActionMenuItem>
            </ActionMenu>
          </div>
        </div>
        <div className="space-y-1.5">
          <StaffingBar shift={shift} />
          <p className="text-sm text-muted-foreground">
            {headcountText(shift)}
            {shift.maximum !== null && shift.maximum > shift.needed ? ` · up to ${shift.maximum}` : ""}
          </p>
        </div>
        {shift.assignments.length > 0 ? (
          <ul className="divide-y border-t text-sm" aria-label={`Volunteers on ${label}`}>
            {shift.assignments.map((assignment) => (
              <AssignmentRow key={assignment.id} eventId={event.id} assignment={assignment} />
            ))}
          </ul>
        ) : null}
      </Card>
    </li>
  );
}

function ShiftsList({ event, roles }: { event: TEvent; roles: readonly TVolunteerRole[] }) {
  const shifts = useShifts(event.id);
  const people = useVolunteers(event.id);
  const publish = usePublishShifts(event.id);
  const [editing, setEditing] = useState<{ shift: TShift | null } | null>(null);
  const [assigning, setAssigning] = useState<TShift | null>(null);
  const remove = useConfirmedAction<TShift, unknown>(useRemoveShift(event.id), (shift) =>
    successToast("Shift deleted", `${shift.roleName}, ${shiftWhen(shift, event.timeZone)}`),
  );

  const drafts = shifts.data?.filter((s) => !s.published).length ?? 0;
  const canAdd = roles.length > 0;
  const addButton = (
    <Button onClick={() => setEditing({ shift: null })} disabled={!canAdd}>
      <CalendarPlus aria-hidden="true" />
      Add shift
    </Button>
  );

  let content;
  if (shifts.isPending) content = <ListSkeleton label="Loading the shifts" rows={3} />;
  else if (shifts.isError)
    content = (
      <LoadFailedAlert
        title="We couldn't load the shifts."
        error={shifts.error}
        retrying={shifts.isRefetching}
        onRetry={() => void shifts.refetch()}
      />
    );
  else if (shifts.data.length === 0)
    content = (
      <EmptyState icon={CalendarPlus} title="No shifts yet" headingLevel={3} action={addButton}>
        {canAdd
          ? "Add the first shift: when, where, and how many people it needs."
          : "Add a role first; every shift belongs to one."}
      </EmptyState>
    );
  else
    content = (
      <div className="space-y-5">
        <p className="text-sm text-muted-foreground">
          Times in {describeTimeZone(event.timeZone, shifts.data[0]?.startsAt, shifts.data.at(-1)?.endsAt)}.
        </p>
        {groupByDayInZone(
          shifts.data.map((s) => ({ ...s, startAt: s.startsAt, endAt: s.endsAt })),
          event.timeZone,
        ).map((day) => (
          <section key={day.key} aria-label={formatDay(day.key, "long")} className="space-y-2">
            <h3 className="text-sm font-semibold text-muted-foreground">{formatDay(day.key, "long")}</h3>
            <ul className="grid gap-3">
              {day.items.map((shift) => (
                <ShiftCard
                  key={shift.id}
                  event={event}
                  shift={shift}
                  onAssign={() => setAssigning(shift)}
                  onEdit={() => setEditing({ shift })}
                  onDelete={() => remove.ask(shift)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );

  return (
    <RegionCard
      icon={CalendarPlus}
      title="Shifts"
      description="When and where each role is needed. Approved volunteers can sign up for published shifts."
      contentClassName="space-y-4"
    >
      {shifts.data && shifts.data.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {addButton}
          {drafts > 0 ? (
            <Button
              variant="outline"
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(undefined, {
                  onSuccess: (result) =>
                    successToast(
                      result.published === 1 ? "1 shift published" : `${result.published} shifts published`,
                      "Approved volunteers can sign up for them now.",
                    ),
                  onError: (error) => errorToast(error.message),
                })
              }
            >
              {publish.isPending ? null : <Send aria-hidden="true" />}
              Publish {drafts === 1 ? "1 draft shift" : `${drafts} draft shifts`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {content}
      <ShiftDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        event={event}
        roles={roles}
        shift={editing?.shift ?? null}
      />
      <AssignDialog
        eventId={event.id}
        timeZone={event.timeZone}
        shift={assigning}
        volunteers={people.data ?? []}
        onClose={() => setAssigning(null)}
      />
      <ConfirmTargetDialog
        action={remove}
        title="Delete this shift?"
        description={
          remove.target
            ? `${remove.target.roleName}, ${shiftWhen(remove.target, event.timeZone)}. The volunteers on it lose the shift, and its hours are gone.`
            : ""
        }
        confirmLabel="Delete shift"
      />
    </RegionCard>
  );
}

/** Roles first (a shift needs one), then the shifts. */
export function ShiftsSection({ event }: { event: TEvent }) {
  const roles = useRoles(event.id);
  if (roles.isPending) return <ListSkeleton label="Loading the roles" rows={2} />;
  if (roles.isError)
    return (
      <LoadFailedAlert
        title="We couldn't load the roles."
        error={roles.error}
        retrying={roles.isRefetching}
        onRetry={() => void roles.refetch()}
      />
    );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <RolesCard eventId={event.id} roles={roles.data} />
      <ShiftsList event={event} roles={roles.data} />
    </div>
  );
}
