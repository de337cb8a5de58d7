/**
 * Account forms: validated by react-hook-form on the client and by the server before better-auth
 * sees the request, so both sides give the same field-named errors.
 */
import { z } from "zod";
import { ZSignupPlanType } from "../plan-schemas.ts";

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** Email is trimmed before sign-in, sign-up and magic link. */
export const ZEmail = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

export const ZPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const ZPersonName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const ZSignUpInput = z.object({
  firstName: ZPersonName("First name"),
  lastName: ZPersonName("Last name"),
  email: ZEmail,
  password: ZPassword,
  planType: ZSignupPlanType.default("free"),
  wantsAffiliate: z.boolean().default(false),
});
export type TSignUpInput = z.input<typeof ZSignUpInput>;

/**
 * The sign-up request as the server takes it: the form's fields plus what better-auth's client adds. Any
 * other field (a picture, a role, a verified flag) is refused, naming it.
 */
export const ZSignUpRequest = ZSignUpInput.extend({
  name: z.string().max(200).optional(),
  callbackURL: z.string().max(2048).optional(),
  rememberMe: z.boolean().optional(),
}).strict();
export type TSignUpRequest = z.output<typeof ZSignUpRequest>;

export const ZSignInInput = z.object({
  email: ZEmail,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});

export const ZMagicLinkInput = z.object({ email: ZEmail });

export const ZForgotPasswordInput = z.object({ email: ZEmail });

export const ZResetPasswordInput = z
  .object({
    password: ZPassword,
    confirmPassword: z.string({ error: "Confirm your password" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

/** Where auth emails send people back to. */
export const AUTH_RETURN_PATHS = {
  afterEmailConfirmation: "/dashboard",
  magicLink: "/auth/magic-link",
  resetPassword: "/reset-password",
} as const;

/** Display name: full name, else the part of the email before the @, else 'User'. */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const full = user.name?.trim();
  if (full) return full;
  const local = user.email?.split("@")[0]?.trim();
  return local ? local : "User";
}

export function fullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/**
 * What the page of an emailed link (address confirmation, magic-link sign-in) posts to confirm it: the
 * link's token and, when the link named one, the page to return to on this site.
 */
export const ZEmailedLinkConfirmation = z
  .object({
    token: z
      .string({ error: "The link has no token" })
      .min(1, "The link has no token")
      .max(4096, "The link is not valid"),
    callbackURL: z
      .string()
      .max(2048, "The return address is too long")
      .regex(/^\/(?![/\\])/, "The return address must be a page of this site")
      .optional(),
  })
  .strict();
export type TEmailedLinkConfirmation = z.input<typeof ZEmailedLinkConfirmation>;
