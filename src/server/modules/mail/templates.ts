/**
 * The product's transactional mails. Each has an HTML and a plain-text part and names the product,
 * so it is recognisable in an inbox and readable in any client.
 */
export const PRODUCT_NAME = "Gatherly";

export type MailKind = "verify-email" | "magic-link" | "magic-link-no-account" | "reset-password" | "contact-message";

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
}

interface ActionMail {
  kind: MailKind;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
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
      <p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">${escapeHtml(mail.action)}</a></p>
      <p style="margin:0 0 8px;font-size:13px;color:#475569">If the button does not work, paste this address into your browser:</p>
      <p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#6d28d9">${url}</a></p>
      <p style="margin:0;font-size:13px;color:#475569">${escapeHtml(mail.outro)}</p>
    </td></tr>
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
    "",
    `${mail.action}: ${mail.url}`,
    "",
    mail.outro,
    "",
    `${PRODUCT_NAME}: making event planning effortless and enjoyable.`,
  ].join("\n");
  return { kind: mail.kind, subject: mail.subject, html, text };
}

function greet(name: string | null | undefined): string {
  return name?.trim() ? `Hi ${name.trim()},` : "Hi,";
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

/** A visitor's message from /contact, for the admins. */
export function contactMessageMail(message: { name: string; email: string; subject: string; message: string }): RenderedMail {
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

/** Every template with sample data, for /email-preview. */
export function emailPreviews(baseUrl: string): Array<RenderedMail & { title: string }> {
  const sample = (path: string) => `${baseUrl}${path}`;
  return [
    { title: "Email confirmation", ...verifyEmailMail("Ada Lovelace", sample("/api/auth/verify-email?token=sample-token&callbackURL=%2Fdashboard")) },
    { title: "Magic link", ...magicLinkMail(sample("/api/auth/magic-link/verify?token=sample-token&callbackURL=%2Fauth%2Fmagic-link"), 5) },
    { title: "Magic link for an unknown address", ...noAccountMail(sample("/signup")) },
    { title: "Password reset", ...resetPasswordMail("Ada Lovelace", sample("/reset-password?token=sample-token"), 60) },
    {
      title: "Contact message (to admins)",
      ...contactMessageMail({ name: "Grace Hopper", email: "grace@example.com", subject: "Class of 1995 reunion", message: "Hello! Can Gatherly handle 300 guests and a dinner with meal choices?" }),
    },
  ];
}
