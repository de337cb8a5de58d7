/**
 * The RSVP manager's words and small conversions, kept apart from the components so they can be tested:
 * status labels (a waitlisted yes is its own state to the organiser), tags typed as text, result toasts,
 * times in the event's zone and the sample CSV offered for download.
 */
import {
  GUEST_FILTERS,
  GUEST_SORTS,
  IMPORT_CSV_MAX_CHARS,
  RSVP_STATUS_LABELS,
  type TGuest,
  type TImportResult,
  type TInvitationSendResult,
  type TPartyMember,
  type TRsvpCounts,
} from "#shared/rsvp/schemas.ts";
import { countText } from "#shared/words.ts";
import { formatMoment } from "#shared/date-format.ts";

export type GuestFilter = (typeof GUEST_FILTERS)[number];
export type GuestSort = (typeof GUEST_SORTS)[number];

export const FILTER_LABELS: Record<GuestFilter, string> = {
  all: "All guests",
  pending: RSVP_STATUS_LABELS.pending,
  yes: RSVP_STATUS_LABELS.yes,
  no: RSVP_STATUS_LABELS.no,
  maybe: RSVP_STATUS_LABELS.maybe,
  waitlisted: "Waitlisted",
  not_invited: "Not invited yet",
};

export const SORT_LABELS: Record<GuestSort, string> = {
  name_asc: "Name (A–Z)",
  responded_desc: "Latest answers first",
  created_desc: "Recently added",
};

export type GuestState = TGuest["status"] | "waitlisted";

/** A yes that did not fit the capacity is waiting, not attending: the organiser must see the difference. */
export function guestState(guest: Pick<TGuest, "status" | "waitlisted">): GuestState {
  return guest.status === "yes" && guest.waitlisted ? "waitlisted" : guest.status;
}

export const GUEST_STATE_LABELS: Record<GuestState, string> = { ...RSVP_STATUS_LABELS, waitlisted: "Waitlisted" };

/** "family, vip ,, family" -> ["family", "vip"]: commas separate, blanks and repeats drop out. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
  return [...new Set(tags)];
}

export function tagsText(tags: readonly string[]): string {
  return tags.join(", ");
}

/** "2 of 4": people coming out of those the invitation admits; before an answer only the allowance counts. */
export function partyText(guest: Pick<TGuest, "status" | "headcount" | "partyMax">): string {
  if (guest.status === "pending") return `Up to ${guest.partyMax}`;
  return `${guest.headcount} of ${guest.partyMax}`;
}

/** What "Send invitations" did, in one sentence per outcome that happened. */
export function invitationResultText(result: TInvitationSendResult): string {
  const parts: string[] = [];
  parts.push(result.sent === 0 ? "No invitations were sent." : `${countText(result.sent, "invitation")} on the way.`);
  if (result.withoutEmail > 0) {
    parts.push(
      `${countText(result.withoutEmail, "guest")} without an email address ${result.withoutEmail === 1 ? "was" : "were"} skipped: share their personal link yourself.`,
    );
  }
  if (result.alreadyInvited > 0) {
    parts.push(
      `${countText(result.alreadyInvited, "guest")} had already been invited: use Resend invitation on ${result.alreadyInvited === 1 ? "that row" : "their rows"} to send again.`,
    );
  }
  return parts.join(" ");
}

export function importResultText(result: TImportResult): string {
  return `${countText(result.created, "guest")} added, ${result.merged.toLocaleString()} merged into guests already on the list, ${countText(result.skipped, "row")} skipped.`;
}

/** "12 places left of 80", "Full (80 places)", "No limit". */
export function placesText(counts: Pick<TRsvpCounts, "capacity" | "placesLeft">): string {
  if (counts.capacity === null || counts.placesLeft === null) return "No limit";
  if (counts.placesLeft <= 0) return `Full (${countText(counts.capacity, "place")})`;
  return `${counts.placesLeft.toLocaleString()} of ${countText(counts.capacity, "place")} left`;
}

/** "Jun 3, 2027, 6:30 PM" in the event's zone (the page says which zone); "Not yet" for never. */
export function momentText(iso: string | null, timeZone: string): string {
  return formatMoment(iso, timeZone, "Not yet");
}

/** The import's column names as the organiser reads them; the group column carries the event type's term. */
export function importFieldLabel(field: string | null, groupTerm: string): string {
  switch (field) {
    case null:
      return "Ignored";
    case "name":
      return "Name";
    case "email":
      return "Email";
    case "phone":
      return "Phone";
    case "groupName":
      return groupTerm;
    case "partyMax":
      return "Party size";
    case "tags":
      return "Tags";
    case "notes":
      return "Notes";
    case "row":
      return "Row";
    default:
      return field;
  }
}

/** The sample file's columns, in the order the importer reads best. */
export const SAMPLE_CSV_HEADER = ["name", "email", "phone", "group", "party size", "tags", "notes"] as const;

const SAMPLE_ROWS: ReadonlyArray<readonly string[]> = [
  [
    "Ana Souza",
    "ana.souza@example.com",
    "+1 555 0100",
    "Class of 2006",
    "2",
    "committee, vip",
    "Brings the photo album",
  ],
  ["Ben Okafor", "ben.okafor@example.com", "", "Class of 2006", "1", "", ""],
  [
    "Chloé Martin",
    "chloe.martin@example.com",
    "+33 6 12 34 56 78",
    "Class of 2007",
    "3",
    "family",
    "Needs step-free access",
  ],
];

/** RFC 4180: a cell with a comma, quote or line break is quoted, and its quotes doubled. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function sampleCsv(): string {
  return toCsv([SAMPLE_CSV_HEADER, ...SAMPLE_ROWS]);
}

/** The server takes at most this many characters; a file larger in bytes cannot fit. */
const IMPORT_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** Why a chosen file cannot be imported, before reading it; null when it may be. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty. Choose a CSV file with a header row and one guest per line.`;
  if (file.size > IMPORT_FILE_MAX_BYTES) return `${file.name} is too large. A guest list file may be at most 4 MB.`;
  return null;
}

/** The same limit on the text read, as the server counts it. */
export function importTextProblem(name: string, text: string): string | null {
  if (text.trim() === "") return `${name} is empty. Choose a CSV file with a header row and one guest per line.`;
  if (text.length > IMPORT_CSV_MAX_CHARS) return `${name} is too large. A guest list file may be at most 4 MB.`;
  return null;
}

/**
 * The party of an answer resized to `headcount` people: those already entered are kept, new places start
 * blank, and the first place is the guest's own (named after them when it has no name yet).
 */
export function resizeParty(party: readonly TPartyMember[], headcount: number, guestName: string): TPartyMember[] {
  const next = Array.from(
    { length: Math.max(0, headcount) },
    (_, index) => party[index] ?? { name: "", meal: null, dietary: "" },
  );
  if (next[0] && next[0].name.trim() === "") next[0] = { ...next[0], name: guestName };
  return next;
}
