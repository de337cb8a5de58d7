export { createMailer, outboxFor, type Mailer, type OutboxMail } from "./service.ts";
export { contactMessageMail, emailPreviews, magicLinkMail, noAccountMail, resetPasswordMail, verifyEmailMail, PRODUCT_NAME } from "./templates.ts";
export { registerMailboxRoutes } from "./routes.ts";
