export { registerRsvpRoutes } from "./routes.ts";
export { registerRsvpWorkers } from "./mailing.ts";
export { rsvpDeadlinesBetween } from "./settings.ts";
export { confirmedGuestsForTickets, type ConfirmedGuest } from "./guests.ts";
export type { RsvpDeps } from "./deps.ts";
export { rsvpPageMetaResolvers } from "./meta.ts";
export { adminDeleteInvitation, adminFindInvitation, adminListInvitations, type AdminInvitationRecord } from "./admin.ts";
