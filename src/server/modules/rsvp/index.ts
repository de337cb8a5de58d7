export { registerRsvpRoutes } from "./routes.ts";
export { registerRsvpWorkers } from "./mailing.ts";
export { rsvpDeadlinesBetween } from "./settings.ts";
export { confirmedGuestsForTickets } from "./guests.ts";
/** Each event's answers, for read models over many events (the business dashboard). */
export { answerTotalsOf } from "./tallies.ts";
/** The organiser's tags on the guest list, written under rsvp's lock order inside the caller's transaction (people). */
export { deleteGuestTag, renameGuestTag, tagGuests, untagGuests } from "./guest-tags.ts";
/** The guest list, for modules that join or mail an event's guests in one statement (people, announcements). */
export { guests } from "./tables.ts";
export { rsvpPageMetaResolvers } from "./meta.ts";
export { requireInvitationGuest } from "./answers.ts";
export { adminDeleteInvitation, adminFindInvitation, adminListInvitations } from "./admin.ts";
/** Many guests at once, for the business tier's bulk operations (the caller's transaction, rsvp's lock order). */
export { answerGuestsInBulk, deleteGuestsInBulk, GUEST_SELECTION_MAX, guestsImpact, selectGuests } from "./bulk.ts";
export { sendInvitations } from "./invitations.ts";
export { exportGuests } from "./import-export.ts";
