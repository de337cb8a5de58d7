export { createMailer, outboxFor, type Mailer, type OutboxMail } from "./service.ts";
export {
  announcementMail,
  contactMessageMail,
  accountExistsMail,
  magicLinkMail,
  nameForMail,
  noAccountMail,
  resetPasswordMail,
  rsvpInvitationMail,
  rsvpLinkMail,
  rsvpReminderMail,
  rsvpWaitlistPlaceMail,
  taskReminderMail,
  teamInvitationMail,
  ticketsMail,
  verifyEmailMail,
  PRODUCT_NAME,
  type RenderedMail,
  type RsvpMailEvent,
} from "./templates.ts";
export { registerMailboxRoutes } from "./routes.ts";
