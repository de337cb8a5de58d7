/**
 * The product's transactional mails. Each has an HTML and a plain-text part and names the product,
 * so it is recognisable in an inbox and readable in any client.
 */
import { formatEventWhen, formatZonedInstant } from "#shared/date-format.ts";
import { ticketConfirmationPath } from "#shared/tickets/schemas.ts";

export const PRODUCT_NAME = "Gatherly";

export type MailKind =
  | "verify-email"
  | "magic-link"
  | "magic-link-no-account"
  | "account-exists"
  | "reset-password"
  | "contact-message"
  | "rsvp-invitation"
  | "rsvp-reminder"
  | "rsvp-link"
  | "rsvp-waitlist-place"
  | "tickets"
  | "announcement"
  | "task-reminder"
  | "team-invitation"
  | "volunteer-link"
  | "volunteer-shift-reminder"
  | "staff-post";

/** A file sent with a mail; one with a `cid` is shown inline where the HTML says `<img src="cid:...">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** A boxed item under the facts, such as one ticket: what it is, whose, and its code with an inline image. */
interface MailCard {
  title: string;
  lines: string[];
  code?: string;
  /** An inline attachment's content id, and what the image shows for readers without images. */
  image?: { cid: string; alt: string };
}

interface ActionMail {
  kind: MailKind;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
  /** Lines of facts under the intro (when and where). */
  facts?: string[];
  /** The organiser's own words, quoted as they wrote them. */
  quote?: string;
  cards?: MailCard[];
  /** Where the reader stops mails like this one (a link under the outro). */
  unsubscribeUrl?: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function renderCard(card: MailCard): string {
  const image = card.image
    ? `        <img src="cid:${escapeHtml(card.image.cid)}" width="200" height="200" alt="${escapeHtml(card.image.alt)}" style="display:block;margin:12px auto;width:200px;height:200px">\n`
    : "";
  const code = card.code
    ? `        <p style="margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:17px;font-weight:700;letter-spacing:1px;word-break:break-all">${escapeHtml(card.code)}</p>\n`
    : "";
  return `      <table role="presentation" width="100%" style="margin:16px 0;border:1px solid #e2e8f0;border-radius:12px"><tr><td style="padding:16px;text-align:center">
        <p style="margin:0 0 4px;font-size:16px;font-weight:600">${escapeHtml(card.title)}</p>
${card.lines.map((line) => `        <p style="margin:0 0 4px;font-size:14px;color:#475569">${escapeHtml(line)}</p>\n`).join("")}${image}${code}      </td></tr></table>\n`;
}

function cardText(card: MailCard): string[] {
  return ["", card.title, ...card.lines, ...(card.code ? [card.code] : [])];
}

function renderActionMail(mail: ActionMail): RenderedMail {
  const url = escapeHtml(mail.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#5b21b6">${PRODUCT_NAME}</p>
      <p style="margin:0 0 12px;font-size:16px">${escapeHtml(mail.greeting)}</p>
      <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(mail.intro)}</p>
${(mail.facts ?? []).map((fact) => `      <p style="margin:0 0 8px;font-size:15px;font-weight:600">${escapeHtml(fact)}</p>\n`).join("")}${
    mail.quote
      ? `      <p style="margin:16px 0 24px;padding:12px 16px;border-left:4px solid #ddd6fe;background:#f5f3ff;font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(mail.quote)}</p>\n`
      : ""
  }${(mail.cards ?? []).map(renderCard).join("")}      <p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">${escapeHtml(mail.action)}</a></p>
      <p style="margin:0 0 8px;font-size:13px;color:#475569">If the button does not work, paste this address into your browser:</p>
      <p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#6d28d9">${url}</a></p>
      <p style="margin:0;font-size:13px;color:#475569">${escapeHtml(mail.outro)}</p>
${mail.unsubscribeUrl ? `      <p style="margin:12px 0 0;font-size:13px;color:#475569"><a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#475569">Unsubscribe from these emails</a></p>\n` : ""}    </td></tr>
  </table>
  <p style="text-align:center;font-size:12px;color:#94a3b8;margin-top:16px">${PRODUCT_NAME}: making event planning effortless and enjoyable.</p>
</body>
</html>`;
  const text = [
    PRODUCT_NAME,
    "",
    mail.greeting,
    "",
    mail.intro,
    ...(mail.facts?.length ? ["", ...mail.facts] : []),
    ...(mail.quote ? ["", mail.quote] : []),
    ...(mail.cards ?? []).flatMap(cardText),
    "",
    `${mail.action}: ${mail.url}`,
    "",
    mail.outro,
    ...(mail.unsubscribeUrl ? ["", `Unsubscribe from these emails: ${mail.unsubscribeUrl}`] : []),
    "",
    `${PRODUCT_NAME}: making event planning effortless and enjoyable.`,
  ].join("\n");
  return { kind: mail.kind, subject: mail.subject, html, text };
}

/** How much of a person's name a mail shows: enough for any real name, too little for a sales pitch. */
const MAIL_NAME_MAX = 60;

/** Anything a mail client would turn into a link: a scheme (`https://`), or a dotted host name or address. */
const LINK_LIKE =
  /[\p{L}\p{N}+.-]*:\/\/\S*|[\p{L}\p{N}_%+-]+(?:@[\p{L}\p{N}-]+)?(?:\.[\p{L}\p{N}-]+)*\.\p{L}[\p{L}\p{N}-]+/gu;

/**
 * A name typed by whoever filled in a public form, as a mail may show it: on one line, shortened to
 * MAIL_NAME_MAX characters, and with anything link-like broken up ("evil[.]example", "https[:]//"), so a
 * form that mails any address cannot be made to deliver someone's clickable link under our name. The
 * templates escape it for HTML like any other text.
 */
export function nameForMail(name: string): string {
  const oneLine = name
    .normalize("NFKC")
    .replace(/[\p{C}\s]+/gu, " ")
    .trim();
  const defanged = oneLine.replace(LINK_LIKE, (link) =>
    link
      .replaceAll("://", "[:]//")
      .replace(/[.。．｡]/g, "[.]")
      .replaceAll("@", "[at]"),
  );
  const chars = Array.from(defanged);
  return chars.length <= MAIL_NAME_MAX
    ? defanged
    : `${chars
        .slice(0, MAIL_NAME_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

function greet(name: string | null | undefined): string {
  const shown = name ? nameForMail(name) : "";
  return shown ? `Hi ${shown},` : "Hi,";
}

export function verifyEmailMail(name: string | null | undefined, url: string): RenderedMail {
  return renderActionMail({
    kind: "verify-email",
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    greeting: greet(name),
    intro: `Welcome to ${PRODUCT_NAME}! Please confirm that this is your email address so we can keep your account safe.`,
    action: "Confirm my email",
    url,
    outro: "If you did not create an account, you can ignore this email.",
  });
}

export function magicLinkMail(url: string, minutesValid: number): RenderedMail {
  return renderActionMail({
    kind: "magic-link",
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    greeting: "Hi,",
    intro: `Use the button below to sign in to ${PRODUCT_NAME}. The link works once and expires in ${minutesValid} minutes.`,
    action: `Sign in to ${PRODUCT_NAME}`,
    url,
    outro: "If you did not ask to sign in, you can ignore this email: nobody can sign in without this link.",
  });
}

export function resetPasswordMail(name: string | null | undefined, url: string, minutesValid: number): RenderedMail {
  return renderActionMail({
    kind: "reset-password",
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: greet(name),
    intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account. The link below expires in ${minutesValid} minutes.`,
    action: "Choose a new password",
    url,
    outro: "If it was not you, ignore this email: your password stays as it is.",
  });
}

/** Someone asked for a sign-in link for an address without an account: say so, and offer sign-up. */
export function noAccountMail(signUpUrl: string): RenderedMail {
  return renderActionMail({
    kind: "magic-link-no-account",
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    greeting: "Hi,",
    intro: `Someone asked for a ${PRODUCT_NAME} sign-in link for this address, but no account uses it yet. You can create one in a minute.`,
    action: `Create your ${PRODUCT_NAME} account`,
    url: signUpUrl,
    outro: "If you did not ask for this, you can ignore this email.",
  });
}

/**
 * Someone signed up with an address that already has an account. The sign-up answers as if it had worked
 * (so it does not tell who has an account); the owner learns of it here instead.
 */
export function accountExistsMail(signInUrl: string): RenderedMail {
  return renderActionMail({
    kind: "account-exists",
    subject: `Your ${PRODUCT_NAME} account`,
    greeting: "Hi,",
    intro: `Someone tried to create a ${PRODUCT_NAME} account with this address, which already has one. If it was you, sign in, or use "Forgot password" on the sign-in page.`,
    action: `Sign in to ${PRODUCT_NAME}`,
    url: signInUrl,
    outro: "If it was not you, you can ignore this email: nothing has changed.",
  });
}

/** A visitor's message from /contact, for the admins. */
export function contactMessageMail(message: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): RenderedMail {
  const subject = `${PRODUCT_NAME} contact: ${message.subject || "a message"} from ${message.name}`;
  const text = [
    PRODUCT_NAME,
    "",
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject || "(none)"}`,
    "",
    message.message,
    "",
    "Reply to the sender's address above.",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#5b21b6">${PRODUCT_NAME}</p>
      <p style="margin:0 0 8px;font-size:14px;color:#475569">From ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>
      <p style="margin:0 0 16px;font-size:16px;font-weight:600">${escapeHtml(message.subject || "(no subject)")}</p>
      <p style="margin:0;font-size:15px;line-height:1.6;white-space:pre-wrap">${escapeHtml(message.message)}</p>
    </td></tr>
  </table>
</body></html>`;
  return { kind: "contact-message", subject, html, text };
}

/**
 * What an RSVP mail says about the event: its name, who invites (the organiser's name, "" when unknown) and,
 * in the event's own time zone, when and where.
 */
export interface RsvpMailEvent {
  name: string;
  host: string;
  when: string;
  where: string | null;
}

function eventFacts(event: RsvpMailEvent): string[] {
  return [event.when, ...(event.where ? [event.where] : [])];
}

export function rsvpInvitationMail(
  guestName: string,
  event: RsvpMailEvent,
  url: string,
  message: string,
  deadline: string | null,
): RenderedMail {
  return renderActionMail({
    kind: "rsvp-invitation",
    subject: event.host ? `${event.host} invites you to ${event.name}` : `You're invited: ${event.name}`,
    greeting: greet(guestName),
    intro: `${event.host ? `${event.host} invites you` : "You're invited"} to ${event.name}. Let ${event.host || "the organiser"} know whether you can come: it takes a minute and needs no account.`,
    facts: eventFacts(event),
    quote: message,
    action: "Answer the invitation",
    url,
    outro: deadline
      ? `Please answer by ${deadline}. You can change your answer until then with the same link; it is yours, so please do not forward it.`
      : "You can change your answer later with the same link; it is yours, so please do not forward it.",
  });
}

export function rsvpReminderMail(
  guestName: string,
  event: RsvpMailEvent,
  url: string,
  message: string,
  deadline: string | null,
): RenderedMail {
  return renderActionMail({
    kind: "rsvp-reminder",
    subject: `Reminder: will you come to ${event.name}?`,
    greeting: greet(guestName),
    intro: `${event.host || `The organiser of ${event.name}`} would love to know whether you can come${event.host ? ` to ${event.name}` : ""}. You haven't answered yet.`,
    facts: eventFacts(event),
    quote: message,
    action: "Answer the invitation",
    url,
    outro: deadline ? `Answers close on ${deadline}.` : "It takes a minute and needs no account.",
  });
}

/** A task of the reader's is due today or tomorrow (each due date is reminded once). */
export function taskReminderMail(input: {
  name: string | null;
  taskTitle: string;
  eventName: string;
  due: "today" | "tomorrow";
  url: string;
}): RenderedMail {
  return renderActionMail({
    kind: "task-reminder",
    subject: `Due ${input.due}: ${input.taskTitle}`,
    greeting: greet(input.name),
    intro: `A task for ${input.eventName} is due ${input.due}.`,
    facts: [input.taskTitle],
    action: "Open the task list",
    url: input.url,
    outro: "Move the task to Done on the progress board when it is finished.",
  });
}

/** An invitation to manage a business account's events with its team (team/service.ts). */
export function teamInvitationMail(input: {
  accountName: string;
  invitedBy: string;
  roleLabel: string;
  url: string;
  daysValid: number;
}): RenderedMail {
  const inviter = nameForMail(input.invitedBy);
  const account = nameForMail(input.accountName);
  return renderActionMail({
    kind: "team-invitation",
    subject: `${inviter} invited you to manage events with ${account} on ${PRODUCT_NAME}`,
    greeting: "Hi,",
    intro: `${inviter} invited you to join the team of ${account} as ${input.roleLabel}, to plan and run their events with them.`,
    action: "Open the invitation",
    url: input.url,
    outro: `The invitation is valid for ${input.daysValid} days. Sign in or create your account with this address to accept it; if you were not expecting it, you can decline it or ignore this mail.`,
  });
}

/** A volunteer's personal page: mailed when they apply (again, when the address applied already). */
export function volunteerLinkMail(input: {
  name: string;
  eventName: string;
  facts: string[];
  url: string;
}): RenderedMail {
  return renderActionMail({
    kind: "volunteer-link",
    subject: `Volunteering at ${input.eventName}`,
    greeting: greet(input.name),
    intro: `Thank you for offering to volunteer at ${input.eventName}. Your personal page shows whether your application is approved, the shifts you can sign up for and the ones you have.`,
    facts: input.facts,
    action: "Open my volunteer page",
    url: input.url,
    outro: "The link is yours, so please do not forward it. If you did not apply, you can ignore this email.",
  });
}

/** A volunteer's shift starts within a day, usually tomorrow (each place is reminded once). */
export function volunteerShiftReminderMail(input: {
  name: string;
  eventName: string;
  roleName: string;
  when: string;
  place: string;
  url: string;
}): RenderedMail {
  return renderActionMail({
    kind: "volunteer-shift-reminder",
    subject: `Reminder: your ${input.roleName} shift at ${input.eventName}`,
    greeting: greet(input.name),
    intro: `A reminder of your ${input.roleName} shift at ${input.eventName}.`,
    facts: [input.when, ...(input.place ? [input.place] : [])],
    action: "See my shifts",
    url: input.url,
    outro: "If you can no longer come, cancel the shift on your page so the organiser can find someone else.",
  });
}

/** A post of an event's staff channel, mailed to a volunteer it is addressed to: the words quoted as written. */
export function staffPostMail(input: {
  name: string;
  eventName: string;
  authorName: string;
  audienceLabel: string;
  body: string;
  url: string;
}): RenderedMail {
  return renderActionMail({
    kind: "staff-post",
    subject: `${input.eventName}: a message for the team from ${input.authorName}`,
    greeting: greet(input.name),
    intro: `${input.authorName} posted in the staff channel of ${input.eventName}.`,
    facts: [`For: ${input.audienceLabel}`],
    quote: input.body,
    action: "Open my volunteer page",
    url: input.url,
    outro: "You get this email because you volunteer at this event. The link is yours, so please do not forward it.",
  });
}

/** Someone answered through the event's open link: their personal link, to change the answer later. */
export function rsvpLinkMail(guestName: string, event: RsvpMailEvent, url: string): RenderedMail {
  return renderActionMail({
    kind: "rsvp-link",
    subject: `Your RSVP for ${event.name}`,
    greeting: greet(guestName),
    intro: `Here is your personal link for ${event.name}. Open it to see your answer or change it.`,
    facts: eventFacts(event),
    action: "See my answer",
    url,
    outro: "If you did not answer this invitation, you can ignore this email.",
  });
}

export function rsvpWaitlistPlaceMail(guestName: string, event: RsvpMailEvent, url: string): RenderedMail {
  return renderActionMail({
    kind: "rsvp-waitlist-place",
    subject: `A place opened up: you're coming to ${event.name}`,
    greeting: greet(guestName),
    intro: `Good news: a place opened up at ${event.name}, and you were next on the waitlist. Your answer now counts as attending.`,
    facts: eventFacts(event),
    action: "See my answer",
    url,
    outro: "If you can no longer come, please change your answer so someone else can have the place.",
  });
}

interface AnnouncementMailInput {
  guestName: string;
  eventName: string;
  title: string;
  body: string;
  /** Where the event's people read it in the app. */
  url: string;
  unsubscribeUrl: string;
}

/** An organiser's announcement, mailed to a guest: their words quoted as written, never as HTML. */
export function announcementMail(input: AnnouncementMailInput): RenderedMail {
  return renderActionMail({
    kind: "announcement",
    subject: `${input.eventName}: ${input.title}`,
    greeting: greet(input.guestName),
    intro: `The organiser of ${input.eventName} posted an announcement.`,
    facts: [input.title],
    quote: input.body,
    action: "See it on Gatherly",
    url: input.url,
    outro: `You get this email because you are on the guest list of ${input.eventName}.`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

export interface TicketsMailInput {
  event: { name: string; whenText: string; placeText: string | null };
  buyerName: string;
  orderReference: string;
  status: "paid" | "pending";
  paymentInstructions: string;
  /** While the payment awaits the organiser: until when the places are held, in words (event's zone). */
  heldUntil?: string | null;
  confirmationUrl: string;
  /**
   * `code` and `shortCode` as printed (in groups); `qrCid` names the inline QR image attached to the mail, if
   * any. The short code is what door staff type when the QR will not scan.
   */
  tickets: Array<{ holderName: string; typeName: string; code: string; shortCode: string; qrCid: string | null }>;
}

/**
 * The buyer's tickets. While the payment awaits the organiser, the mail shows no codes: they would not
 * admit anyone yet, and a code that fails at the door is worse than none.
 */
export function ticketsMail(input: TicketsMailInput): RenderedMail {
  const { event, tickets } = input;
  const paid = input.status === "paid";
  const several = tickets.length !== 1;
  return renderActionMail({
    kind: "tickets",
    subject: paid ? `Your tickets for ${event.name}` : `Your order for ${event.name}: awaiting payment`,
    greeting: greet(input.buyerName),
    intro: paid
      ? `Here ${several ? "are your tickets" : "is your ticket"} for ${event.name}. Show ${several ? "each QR code" : "the QR code"} at the entrance, on your phone or printed; if it will not scan, give the short code.`
      : `Thank you for your order for ${event.name}. ${input.heldUntil ? `Your places are held until ${input.heldUntil}; if the organiser has not confirmed your payment by then, the order is cancelled.` : "Your places are held."} Your tickets become valid once the organiser confirms your payment.${input.paymentInstructions.trim() ? " The organiser's instructions for paying are below." : ""}`,
    facts: [event.whenText, ...(event.placeText ? [event.placeText] : []), `Order ${input.orderReference}`],
    quote: paid ? undefined : input.paymentInstructions.trim(),
    cards: tickets.map((ticket) => ({
      title: ticket.typeName,
      lines: [
        nameForMail(ticket.holderName),
        ...(paid ? (ticket.shortCode ? [`Short code ${ticket.shortCode}`] : []) : ["Awaiting payment"]),
      ],
      code: paid ? ticket.code : undefined,
      image: paid && ticket.qrCid ? { cid: ticket.qrCid, alt: `QR code of ticket ${ticket.code}` } : undefined,
    })),
    action: "View your tickets",
    url: input.confirmationUrl,
    outro: paid
      ? "Each ticket admits one person once, so please share a code only with the person it is for."
      : "Once the payment is confirmed, your tickets and their codes appear on the same page.",
  });
}

/** The sample event's "when", written as every real mail writes it. */
const SAMPLE_WHEN = formatEventWhen("2027-06-12T17:00:00Z", "2027-06-12T21:30:00Z", "Europe/Amsterdam");

function sampleTickets(status: TicketsMailInput["status"], confirmationUrl: string): TicketsMailInput {
  return {
    event: {
      name: "Class of 1995 reunion",
      whenText: SAMPLE_WHEN,
      placeText: "The Old Gym, Leiden",
    },
    buyerName: "Ada Lovelace",
    orderReference: "GX7-42KD",
    status,
    paymentInstructions: "Please transfer the amount to NL00 BANK 0123 4567 89, mentioning GX7-42KD.",
    heldUntil: status === "pending" ? formatZonedInstant("2027-06-07T12:05:00Z", "Europe/Amsterdam") : null,
    confirmationUrl,
    tickets: [
      {
        holderName: "Ada Lovelace",
        typeName: "Dinner and party",
        code: "7Q2M-4ZK9-D1XH-3B8R-0VNC-WTYE-5G",
        shortCode: "K7Q2-M9XD",
        qrCid: null,
      },
      {
        holderName: "Charles Babbage",
        typeName: "Party only",
        code: "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-23",
        shortCode: "4RTW-8HNP",
        qrCid: null,
      },
    ],
  };
}

/** Every template with sample data, for /email-preview. */
export function emailPreviews(baseUrl: string): Array<RenderedMail & { title: string }> {
  const sample = (path: string) => `${baseUrl}${path}`;
  return [
    {
      title: "Email confirmation",
      ...verifyEmailMail("Ada Lovelace", sample("/api/auth/verify-email?token=sample-token&callbackURL=%2Fdashboard")),
    },
    {
      title: "Magic link",
      ...magicLinkMail(sample("/api/auth/magic-link/verify?token=sample-token&callbackURL=%2Fauth%2Fmagic-link"), 5),
    },
    { title: "Magic link for an unknown address", ...noAccountMail(sample("/signup")) },
    { title: "Sign-up with an address that has an account", ...accountExistsMail(sample("/login")) },
    { title: "Password reset", ...resetPasswordMail("Ada Lovelace", sample("/reset-password?token=sample-token"), 60) },
    {
      title: "Contact message (to admins)",
      ...contactMessageMail({
        name: "Grace Hopper",
        email: "grace@example.com",
        subject: "Class of 1995 reunion",
        message: "Hello! Can Gatherly handle 300 guests and a dinner with meal choices?",
      }),
    },
    {
      title: "RSVP invitation",
      ...rsvpInvitationMail(
        "Ada Lovelace",
        {
          name: "Class of 1995 reunion",
          host: "Grace Hopper",
          when: SAMPLE_WHEN,
          where: "The Old Gym, Leiden",
        },
        sample("/invitation/sample-token"),
        "Thirty years already! Bring your old photos.",
        formatZonedInstant("2027-05-01T21:59:00Z", "Europe/Amsterdam"),
      ),
    },
    // The preview has no attachments, so its tickets show their codes without the QR images.
    {
      title: "Announcement",
      ...announcementMail({
        guestName: "Ada Lovelace",
        eventName: "Class of 1995 reunion",
        title: "Parking at the Old Gym",
        body: "The car park closes at midnight.\nBikes can stay in the yard.",
        url: sample("/messages"),
        unsubscribeUrl: sample("/unsubscribe/sample-token"),
      }),
    },
    {
      title: "Volunteer's page",
      ...volunteerLinkMail({
        name: "Ada Lovelace",
        eventName: "Harbour Clean-up",
        facts: ["Sat 14 Jun 2030, 17:00 to 23:30", "Old gymnasium"],
        url: sample("/volunteer/sample-token"),
      }),
    },
    {
      title: "Volunteer shift reminder",
      ...volunteerShiftReminderMail({
        name: "Ada Lovelace",
        eventName: "Harbour Clean-up",
        roleName: "Registration desk",
        when: "Sat 14 Jun 2030, 17:00 to 19:30",
        place: "Harbour gate, blue tent",
        url: sample("/volunteer/sample-token"),
      }),
    },
    {
      title: "Staff channel post",
      ...staffPostMail({
        name: "Ada Lovelace",
        eventName: "Class of 1995 reunion",
        authorName: "Grace Hopper",
        audienceLabel: "Registration desk",
        body: "Doors open at 17:30: please be at the desk by 17:00.",
        url: sample("/volunteer/sample-token"),
      }),
    },
    { title: "Tickets", ...ticketsMail(sampleTickets("paid", sample(ticketConfirmationPath("sample-token")))) },
    {
      title: "Tickets awaiting payment",
      ...ticketsMail(sampleTickets("pending", sample(ticketConfirmationPath("sample-token")))),
    },
  ];
}
