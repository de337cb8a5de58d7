/**
 * What the answer form holds, how it becomes the API's answer, what it checks before sending, and how a
 * saved answer reads back to the guest. Checked by hand rather than with the shared zod schemas: guests
 * open these pages once, on a phone, and the schema library would more than double what they download.
 */
import type { TAnswer, TPartyMember, TRsvpAnswer, TRsvpStatus } from "#shared/rsvp/schemas.ts";
import { formatZonedInstant } from "#shared/date-format.ts";

export interface PersonValues {
  name: string;
  /** "" while no meal is chosen. */
  meal: string;
  dietary: string;
}

export interface AnswerValues {
  status: TAnswer | "";
  /** People coming, the guest included. */
  partySize: number;
  /** One entry per person who may come; only the first `partySize` are sent, so shrinking and growing the party keeps what was typed. */
  people: PersonValues[];
  note: string;
}

export interface IdentityValues {
  name: string;
  email: string;
}

/** Field name (as the server names it: "status", "headcount", "party.1.meal", "email") -> message. */
export type FieldErrors = Record<string, string>;

/** The limits of ZRsvpAnswer and ZPublicRsvp, repeated here so the guest pages stay free of zod. */
const NOTE_MAX = 1000;
const NAME_MAX = 200;
const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emptyPerson = (): PersonValues => ({ name: "", meal: "", dietary: "" });

export function clampPartySize(size: number, partyMax: number): number {
  const max = Math.max(1, partyMax);
  return Number.isFinite(size) ? Math.min(max, Math.max(1, Math.trunc(size))) : 1;
}

export function partySizeChoices(partyMax: number): number[] {
  return Array.from({ length: Math.max(1, partyMax) }, (_, index) => index + 1);
}

/** The form as the guest last left it: their saved answer, or nothing chosen yet. */
export function initialAnswerValues(saved: {
  status: TRsvpStatus;
  headcount: number;
  party: readonly TPartyMember[];
  note: string;
  partyMax: number;
}): AnswerValues {
  const partySize = clampPartySize(saved.headcount || 1, saved.partyMax);
  const people = saved.party.map((person) => ({ name: person.name, meal: person.meal ?? "", dietary: person.dietary }));
  while (people.length < partySize) people.push(emptyPerson());
  return { status: saved.status === "pending" ? "" : saved.status, partySize, people, note: saved.note };
}

/** The people blocks the form shows: one per person coming, none for a "no". */
export function peopleShown(values: AnswerValues): PersonValues[] {
  if (values.status === "" || values.status === "no") return [];
  return Array.from({ length: values.partySize }, (_, index) => values.people[index] ?? emptyPerson());
}

export function withPerson(values: AnswerValues, index: number, change: Partial<PersonValues>): AnswerValues {
  const people = [...values.people];
  while (people.length <= index) people.push(emptyPerson());
  people[index] = { ...people[index]!, ...change };
  return { ...values, people };
}

/**
 * The API's answer. The first person is the guest, named by `guestName` (their name on the list, or the
 * name typed on the open link); a "no" brings nobody.
 */
export function toAnswer(values: AnswerValues, guestName: string): TRsvpAnswer {
  const note = values.note.trim();
  if (values.status === "no" || values.status === "") return { status: "no", headcount: 0, party: [], note };
  const party = peopleShown(values).map((person, index) => ({
    name: index === 0 ? guestName.trim() : person.name.trim(),
    meal: person.meal === "" ? null : person.meal,
    dietary: person.dietary.trim(),
  }));
  return { status: values.status, headcount: party.length, party, note };
}

export function validateAnswer(values: AnswerValues, partyMax: number): FieldErrors {
  const errors: FieldErrors = {};
  if (values.status === "") errors.status = "Choose yes, no or maybe";
  if (values.status !== "no" && (values.partySize < 1 || values.partySize > Math.max(1, partyMax))) {
    errors.headcount = partyMax <= 1 ? "This invitation is for 1 person" : `Choose between 1 and ${partyMax} people`;
  }
  peopleShown(values).forEach((person, index) => {
    if (person.name.trim().length > NAME_MAX)
      errors[`party.${index}.name`] = `Name must be at most ${NAME_MAX} characters`;
  });
  if (values.note.trim().length > NOTE_MAX) errors.note = `Note must be at most ${NOTE_MAX} characters`;
  return errors;
}

export function validateIdentity(identity: IdentityValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = identity.name.trim();
  const email = identity.email.trim();
  if (name === "") errors.name = "Name is required";
  else if (name.length > NAME_MAX) errors.name = `Name must be at most ${NAME_MAX} characters`;
  if (email === "") errors.email = "Email is required";
  else if (email.length > EMAIL_MAX) errors.email = "Email is too long";
  else if (!EMAIL_SHAPE.test(email)) errors.email = "Enter a valid email address";
  return errors;
}

/**
 * The server's field errors under the form's own names: the open link nests the answer ("answer.headcount"),
 * the personal link does not ("headcount").
 */
export function formFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    errors[key.startsWith("answer.") ? key.slice("answer.".length) : key] = message;
  }
  return errors;
}

const peopleText = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

/** The saved answer in the guest's words: "You're coming with 3 people, you included." */
export function answerSummary(answer: { status: TRsvpStatus; headcount: number; waitlisted: boolean }): string {
  const count = Math.max(1, answer.headcount);
  switch (answer.status) {
    case "yes":
      if (answer.waitlisted) {
        return `You're on the waitlist${count > 1 ? ` for ${peopleText(count)}` : ""}: we'll tell you if a place opens.`;
      }
      return count === 1 ? "You're coming." : `You're coming with ${peopleText(count)}, you included.`;
    case "maybe":
      return count === 1 ? "You said maybe." : `You said maybe, for ${peopleText(count)}.`;
    case "no":
      return "You're not coming. Thanks for letting the organiser know.";
    default:
      return "You haven't answered yet.";
  }
}

/** Until when the guest may change their mind; answers stay open until the event ends without a deadline. */
export function changeUntilText(deadline: string | null, timeZone: string): string {
  return deadline
    ? `You can change your answer on this page until ${formatZonedInstant(deadline, timeZone)}.`
    : "You can change your answer on this page until the event is over.";
}

/** What the open link hands to the personal page it sends the guest on to (router state). */
export interface JoinedState {
  joinedEmail: string;
}

/** The address a guest just joined with, when they arrived from the open link; null otherwise. */
export function joinedEmailFrom(state: unknown): string | null {
  if (!state || typeof state !== "object") return null;
  const email = (state as Partial<JoinedState>).joinedEmail;
  return typeof email === "string" && email !== "" ? email : null;
}
