export { createMailer, outboxFor, type Mailer, type OutboxMail } from "./service.ts";
export {
  announcementMail,
  contactMessageMail,
  emailPreviews,
  magicLinkMail,
  noAccountMail,
  resetPasswordMail,
  rsvpInvitationMail,
  rsvpLinkMail,
  rsvpReminderMail,
  rsvpWaitlistPlaceMail,
  taskReminderMail,
  ticketsMail,
  verifyEmailMail,
  PRODUCT_NAME,
  type AnnouncementMailInput,
  type MailAttachment,
  type RenderedMail,
  type RsvpMailEvent,
  type TicketsMailInput,
} from "./templates.ts";
export { registerMailboxRoutes } from "./routes.ts";
