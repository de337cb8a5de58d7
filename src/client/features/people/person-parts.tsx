/**
 * How a person looks on the people pages: their photo (or initials), their answer, a card for the grid,
 * and the dialog with everything the viewer may see of them. The server leaves out what the viewer may
 * not see, so these show whatever fields are present.
 */
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { TPeopleStatus, TVisibleProfile } from "#shared/people/schemas.ts";
import { RSVP_STATUS_LABELS } from "#shared/rsvp/schemas.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";

/** A person as the people pages show them: a guest of the event, or its organiser. */
export interface ShownPerson {
  key: string;
  name: string;
  group?: string;
  status?: TPeopleStatus;
  waitlisted?: boolean;
  userId: string | null;
  isMe: boolean;
  profile: TVisibleProfile;
  /** Organisers only. */
  tags?: string[];
  guestEmail?: string | null;
  guestPhone?: string;
  organiser?: boolean;
}

export function PeoplePageFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10" aria-labelledby={titleId}>
      <header className="space-y-2">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {title}
        </h1>
        <div className="max-w-2xl text-pretty text-muted-foreground">{intro}</div>
      </header>
      {children}
    </div>
  );
}

const STATUS_VARIANTS: Record<TPeopleStatus, NonNullable<BadgeProps["variant"]>> = {
  pending: "neutral",
  yes: "success",
  no: "destructive",
  maybe: "warning",
};

export function StatusBadge({
  status,
  waitlisted = false,
}: {
  status: TPeopleStatus;
  waitlisted?: boolean | undefined;
}) {
  if (waitlisted) return <Badge variant="warning">Waitlisted</Badge>;
  return <Badge variant={STATUS_VARIANTS[status]}>{RSVP_STATUS_LABELS[status]}</Badge>;
}

export function PersonAvatar({
  name,
  photo,
  size = "md",
}: {
  name: string;
  photo: string | null | undefined;
  size?: "md" | "lg";
}) {
  return (
    <UserAvatar
      name={name}
      avatarUrl={photo ?? null}
      className={size === "lg" ? "size-20 text-xl" : "size-12 text-base"}
    />
  );
}

/** "Class Year: 2006", or nothing for a person without a group. */
function groupText(groupTerm: string, group: string | undefined): string | null {
  return group ? `${groupTerm}: ${group}` : null;
}

export function PersonCard({
  person,
  groupTerm,
  onOpen,
}: {
  person: ShownPerson;
  groupTerm: string;
  onOpen: (person: ShownPerson) => void;
}) {
  const group = groupText(groupTerm, person.group);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border bg-surface p-4 shadow-soft">
      <div className="flex min-w-0 items-start gap-3">
        <PersonAvatar name={person.name} photo={person.profile.photo} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium break-words">
            {person.name}
            {person.isMe ? <span className="text-muted-foreground"> (you)</span> : null}
          </p>
          {person.organiser ? <Badge variant="accent">Organiser</Badge> : null}
          {group ? <p className="text-sm break-words text-muted-foreground">{group}</p> : null}
          {person.profile.location ? (
            <p className="flex items-center gap-1 text-sm break-words text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">Location: </span>
              {person.profile.location}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        {person.status ? <StatusBadge status={person.status} waitlisted={person.waitlisted} /> : <span />}
        <Button variant="outline" size="sm" onClick={() => onOpen(person)} aria-label={`View ${person.name}`}>
          View
        </Button>
      </div>
    </li>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </div>
  );
}

/** Everything the viewer may see of one person, and the way to message them. */
export function PersonDetails({ person, groupTerm }: { person: ShownPerson; groupTerm: string }) {
  const { profile } = person;
  const group = groupText(groupTerm, person.group);
  const hasContact = Boolean(profile.email || profile.phone || person.guestEmail || person.guestPhone);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <PersonAvatar name={person.name} photo={profile.photo} size="lg" />
        <div className="min-w-0 space-y-1">
          {group ? <p className="text-sm break-words text-muted-foreground">{group}</p> : null}
          {person.status ? <StatusBadge status={person.status} waitlisted={person.waitlisted} /> : null}
          {person.organiser ? <Badge variant="accent">Organiser</Badge> : null}
        </div>
      </div>
      {profile.thenPhoto ? (
        <img src={profile.thenPhoto} alt={`${person.name} back then`} className="max-h-48 rounded-lg object-cover" />
      ) : null}
      {profile.bio ? <p className="text-sm whitespace-pre-line break-words">{profile.bio}</p> : null}
      {profile.location ? (
        <Detail icon={MapPin} label="Location">
          {profile.location}
        </Detail>
      ) : null}
      {hasContact ? (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Contact</h3>
          {profile.email ? (
            <Detail icon={Mail} label="Email">
              <a className="break-all underline underline-offset-2" href={`mailto:${profile.email}`}>
                {profile.email}
              </a>
            </Detail>
          ) : null}
          {profile.phone ? (
            <Detail icon={Phone} label="Phone">
              <a className="underline underline-offset-2" href={`tel:${profile.phone}`}>
                {profile.phone}
              </a>
            </Detail>
          ) : null}
          {person.guestEmail && person.guestEmail !== profile.email ? (
            <Detail icon={Mail} label="Guest list email">
              <span className="break-all">{person.guestEmail}</span>{" "}
              <span className="text-xs text-muted-foreground">(guest list)</span>
            </Detail>
          ) : null}
          {person.guestPhone && person.guestPhone !== profile.phone ? (
            <Detail icon={Phone} label="Guest list phone">
              {person.guestPhone} <span className="text-xs text-muted-foreground">(guest list)</span>
            </Detail>
          ) : null}
        </div>
      ) : null}
      {profile.links && profile.links.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Links</h3>
          <ul className="space-y-1">
            {profile.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 text-sm break-all underline underline-offset-2"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {person.tags && person.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {person.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="neutral">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function PersonDialog({
  person,
  groupTerm,
  onClose,
}: {
  person: ShownPerson | null;
  groupTerm: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={person !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {person ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{person.name}</DialogTitle>
              <DialogDescription>
                {person.isMe
                  ? "This is you, with everything on your profile."
                  : person.userId
                    ? "What they share with you."
                    : "Not signed up to Gatherly yet."}
              </DialogDescription>
            </DialogHeader>
            <PersonDetails person={person} groupTerm={groupTerm} />
            {person.userId && !person.isMe ? (
              <Button asChild className="w-full sm:w-auto">
                <Link to={`/private-messages?to=${encodeURIComponent(person.userId)}`}>
                  <MessageCircle aria-hidden="true" />
                  Send a message
                </Link>
              </Button>
            ) : null}
            {person.isMe ? (
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link to="/profile">Edit my profile</Link>
              </Button>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
