/**
 * The guest list's rows: a table on wide screens and one card per guest on phones, the same facts and the
 * same actions in both. Each guest can be ticked for "Send invitations".
 */
import { useId } from "react";
import { Link2, Mail, MessageSquareText, Pencil, RefreshCw, Send, Trash2 } from "lucide-react";
import type { TGuest } from "#shared/rsvp/schemas.ts";
import { ActionMenu, ActionMenuItem, ActionMenuSeparator } from "#client/components/action-menu.tsx";
import { CardFact, CardFacts, ResponsiveRows, WideTable } from "#client/components/row-table.tsx";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { cn } from "#client/lib/utils.ts";
import { GUEST_STATE_LABELS, guestState, momentText, partyText, type GuestState } from "./format.ts";

const STATE_VARIANTS: Record<GuestState, NonNullable<BadgeProps["variant"]>> = {
  pending: "neutral",
  yes: "success",
  no: "destructive",
  maybe: "warning",
  waitlisted: "accent",
};

function GuestStatusBadge({ guest }: { guest: TGuest }) {
  const state = guestState(guest);
  return <Badge variant={STATE_VARIANTS[state]}>{GUEST_STATE_LABELS[state]}</Badge>;
}

export interface GuestActions {
  edit: (guest: TGuest) => void;
  copyLink: (guest: TGuest) => void;
  sendInvitation: (guest: TGuest) => void;
  recordAnswer: (guest: TGuest) => void;
  newLink: (guest: TGuest) => void;
  remove: (guest: TGuest) => void;
}

function GuestMenu({ guest, actions }: { guest: TGuest; actions: GuestActions }) {
  return (
    <ActionMenu label={`Actions for ${guest.name}`}>
      <ActionMenuItem icon={Pencil} onSelect={() => actions.edit(guest)}>
        Edit
      </ActionMenuItem>
      <ActionMenuItem icon={Link2} onSelect={() => actions.copyLink(guest)}>
        Copy personal link
      </ActionMenuItem>
      <ActionMenuItem icon={guest.invitedAt ? RefreshCw : Send} onSelect={() => actions.sendInvitation(guest)}>
        {guest.invitedAt ? "Resend invitation" : "Send invitation"}
      </ActionMenuItem>
      <ActionMenuItem icon={MessageSquareText} onSelect={() => actions.recordAnswer(guest)}>
        Record an answer
      </ActionMenuItem>
      <ActionMenuItem icon={RefreshCw} onSelect={() => actions.newLink(guest)}>
        New link
      </ActionMenuItem>
      <ActionMenuSeparator />
      <ActionMenuItem icon={Trash2} destructive onSelect={() => actions.remove(guest)}>
        Delete
      </ActionMenuItem>
    </ActionMenu>
  );
}

function Contact({ guest }: { guest: TGuest }) {
  if (!guest.email && !guest.phone) return <span className="text-xs text-muted-foreground">No email or phone</span>;
  return (
    <span className="block text-xs break-all text-muted-foreground">
      {guest.email ?? guest.phone}
      {guest.email && guest.phone ? ` · ${guest.phone}` : ""}
    </span>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="neutral" className="px-2 py-0 font-normal">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

interface GuestRowsProps {
  guests: TGuest[];
  groupTerm: string;
  timeZone: string;
  selected: ReadonlySet<string>;
  onSelect: (guest: TGuest, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  actions: GuestActions;
  stale: boolean;
}

export function GuestRows({
  guests,
  groupTerm,
  timeZone,
  selected,
  onSelect,
  onSelectPage,
  actions,
  stale,
}: GuestRowsProps) {
  const id = useId();
  const pageSelected = guests.length > 0 && guests.every((guest) => selected.has(guest.id));
  const someSelected = guests.some((guest) => selected.has(guest.id));
  const when = (iso: string | null) => momentText(iso, timeZone);

  return (
    <ResponsiveRows stale={stale}>
      <WideTable
        caption="Guests"
        columns={[
          {
            label: (
              <Checkbox
                checked={pageSelected ? true : someSelected ? "indeterminate" : false}
                onCheckedChange={(checked) => onSelectPage(checked === true)}
                aria-label="Select every guest on this page"
              />
            ),
            className: "w-10",
          },
          { label: "Name" },
          { label: groupTerm },
          { label: "Party" },
          { label: "Status" },
          { label: "Invited" },
          { label: "Opened" },
          { label: "Answered" },
        ]}
      >
        {guests.map((guest) => (
          <tr
            key={guest.id}
            className={cn("align-top hover:bg-muted/30", selected.has(guest.id) && "bg-primary-soft/40")}
          >
            <td className="px-4 py-3">
              <Checkbox
                checked={selected.has(guest.id)}
                onCheckedChange={(checked) => onSelect(guest, checked === true)}
                aria-label={`Select ${guest.name}`}
              />
            </td>
            <th scope="row" className="max-w-64 px-3 py-3 font-normal">
              <span className="block font-medium break-words">{guest.name}</span>
              <Contact guest={guest} />
              <Tags tags={guest.tags} />
            </th>
            <td className="px-3 py-3 break-words">
              {guest.groupName || <span className="text-muted-foreground">—</span>}
            </td>
            <td className="px-3 py-3 whitespace-nowrap tabular-nums">{partyText(guest)}</td>
            <td className="px-3 py-3">
              <GuestStatusBadge guest={guest} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap">
              {guest.invitedAt ? when(guest.invitedAt) : <span className="text-muted-foreground">Not invited</span>}
            </td>
            <td className="px-3 py-3 whitespace-nowrap">{when(guest.openedAt)}</td>
            <td className="px-3 py-3 whitespace-nowrap">{when(guest.respondedAt)}</td>
            <td className="px-4 py-3 text-right">
              <GuestMenu guest={guest} actions={actions} />
            </td>
          </tr>
        ))}
      </WideTable>

      {/* Phones: one card per guest. */}
      <div className="space-y-3 md:hidden">
        <div className="flex items-center gap-3 px-1">
          <Checkbox
            id={`${id}-page`}
            checked={pageSelected ? true : someSelected ? "indeterminate" : false}
            onCheckedChange={(checked) => onSelectPage(checked === true)}
          />
          <label htmlFor={`${id}-page`} className="text-sm">
            Select every guest on this page
          </label>
        </div>
        <ul aria-label="Guests" className="space-y-3">
          {guests.map((guest) => (
            <li
              key={guest.id}
              className={cn(
                "rounded-xl border bg-surface p-4 shadow-soft",
                selected.has(guest.id) && "border-primary/40",
              )}
            >
              <div className="flex items-start gap-3">
                <Checkbox
                  checked={selected.has(guest.id)}
                  onCheckedChange={(checked) => onSelect(guest, checked === true)}
                  aria-label={`Select ${guest.name}`}
                  className="mt-0.5"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium break-words">{guest.name}</h3>
                    <GuestStatusBadge guest={guest} />
                  </div>
                  <Contact guest={guest} />
                  <Tags tags={guest.tags} />
                </div>
                <GuestMenu guest={guest} actions={actions} />
              </div>
              <CardFacts>
                <CardFact label={groupTerm} className="min-w-0 break-words">
                  {guest.groupName || "—"}
                </CardFact>
                <CardFact label="Party">{partyText(guest)}</CardFact>
                <CardFact label="Invited" className="flex items-center gap-1">
                  {guest.invitedAt ? (
                    <>
                      <Mail aria-hidden="true" className="size-3.5 text-muted-foreground" />
                      {when(guest.invitedAt)}
                    </>
                  ) : (
                    "Not invited"
                  )}
                </CardFact>
                <CardFact label="Opened">{when(guest.openedAt)}</CardFact>
                <CardFact label="Answered">{when(guest.respondedAt)}</CardFact>
              </CardFacts>
            </li>
          ))}
        </ul>
      </div>
    </ResponsiveRows>
  );
}
