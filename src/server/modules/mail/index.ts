export { createMailer, outboxFor, type Mailer, type OutboxMail } from "./service.ts";
export {
  contactMessageMail,
  emailPreviews,
  magicLinkMail,
  noAccountMail,
  resetPasswordMail,
  rsvpInvitationMail,
  rsvpLinkMail,
  rsvpReminderMail,
  rsvpWaitlistPlaceMail,
  verifyEmailMail,
  PRODUCT_NAME,
  type RenderedMail,
  type RsvpMailEvent,
} from "./templates.ts";
export { registerMailboxRoutes } from "./routes.ts";
