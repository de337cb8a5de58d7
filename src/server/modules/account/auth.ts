/**
 * Accounts and sign-in through better-auth: email and password, magic link, email confirmation,
 * password reset, sessions, roles. Our rules (field validation, trimmed email, plan at sign-up,
 * roles from the environment) run as better-auth hooks so they hold whichever client calls.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, magicLink } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import type { z } from "zod";
import {
  AUTH_RETURN_PATHS,
  fullName,
  ZForgotPasswordInput,
  ZMagicLinkInput,
  ZSignInInput,
  ZSignUpInput,
} from "#shared/auth/schemas.ts";
import type { AppConfig } from "../../env.ts";
import type { Db } from "../../db/client.ts";
import { applySignupPlan, roleForEmail, userExists } from "./service.ts";
import { magicLinkMail, noAccountMail, PRODUCT_NAME, resetPasswordMail, verifyEmailMail, type Mailer } from "../mail/index.ts";
import { accounts, rateLimits, sessions, users, verifications } from "./tables.ts";

/** Set by our Fastify mount from the socket address (or the trusted proxy's header), never by clients. */
export const CLIENT_IP_HEADER = "x-gatherly-client-ip";

export const MAGIC_LINK_TTL_SECONDS = 5 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
export const SESSION_COOKIE_CACHE_SECONDS = 60;
export const SIGN_IN_RATE_LIMIT = { window: 10, max: 3 } as const;

export interface AuthLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface AuthOptions {
  config: Pick<AppConfig, "baseUrl" | "authSecret" | "adminEmails" | "superAdminEmails" | "env">;
  db: Db;
  mailer: Mailer;
  log: AuthLogger;
  /** Extra origins allowed to call the auth API (the Vite dev server). */
  extraTrustedOrigins?: string[];
}

/** Turns a zod failure into better-auth's error with the field named, so the client can show it under that field. */
function validationError(error: z.ZodError): APIError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION_ERROR",
    message: first?.message ?? "Invalid input",
    fields,
  });
}

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function createAuth(options: AuthOptions) {
  const { config, db, mailer, log } = options;
  const secureCookies = config.baseUrl.startsWith("https://");

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl, ...(options.extraTrustedOrigins ?? [])],
    telemetry: { enabled: false },
    logger: { disabled: config.env === "test" },
    // An unexpected failure inside an auth endpoint (the database dropping mid-request) reaches our error
    // handler, which answers 503 or 500 in the app's error shape, instead of an empty 500. better-auth's
    // own refusals (wrong password, rate limit) are still answered by better-auth.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      // A new address takes effect once its owner clicks the confirmation link sent to it.
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "", input: true },
        lastName: { type: "string", required: false, defaultValue: "", input: true },
        planType: { type: "string", required: false, defaultValue: "free", input: true },
        wantsAffiliate: { type: "boolean", required: false, defaultValue: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(user.email, resetPasswordMail(user.name, url, RESET_PASSWORD_TTL_SECONDS / 60), url);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(user.email, verifyEmailMail(user.name, url), url);
      },
    },
    session: {
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": SIGN_IN_RATE_LIMIT,
        "/sign-up/email": { window: 60 * 10, max: 10 },
        "/sign-in/magic-link": { window: 60, max: 5 },
        "/magic-link/verify": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        "/send-verification-email": { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "gatherly",
      useSecureCookies: secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case "/sign-up/email": {
            const input = parseBody(ZSignUpInput, ctx.body);
            return {
              context: {
                body: {
                  ...ctx.body,
                  ...input,
                  name: fullName(input.firstName, input.lastName),
                  callbackURL: AUTH_RETURN_PATHS.afterEmailConfirmation,
                },
              },
            };
          }
          case "/sign-in/email": {
            const input = parseBody(ZSignInInput, ctx.body);
            return { context: { body: { ...ctx.body, email: input.email } } };
          }
          case "/sign-in/magic-link": {
            const input = parseBody(ZMagicLinkInput, ctx.body);
            return { context: { body: { ...ctx.body, email: input.email } } };
          }
          case "/request-password-reset": {
            const input = parseBody(ZForgotPasswordInput, ctx.body);
            return { context: { body: { ...ctx.body, email: input.email } } };
          }
          default:
            return;
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const role = roleForEmail(user.email, config);
            return { data: { ...user, ...(role ? { role } : {}) } };
          },
          after: async (user) => {
            const plan = (user as { planType?: string }).planType;
            if (plan !== "premium" && plan !== "pro") return;
            // Spec section 8: a failure here is only logged; sign-up still succeeds.
            try {
              await applySignupPlan(db, user.id, plan);
            } catch (error) {
              log.error({ err: error, userId: user.id }, "could not store the plan chosen at sign-up");
            }
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: "hashed",
        // Accounts are made by sign-up (names, plan); a link for an unknown address signs nobody up.
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          // The answer to the request is the same either way, so it does not reveal who has an account.
          if (await userExists(db, email)) {
            await mailer.send(email, magicLinkMail(url, MAGIC_LINK_TTL_SECONDS / 60), url);
          } else {
            const signUpUrl = `${config.baseUrl}/signup`;
            await mailer.send(email, noAccountMail(signUpUrl), signUpUrl);
          }
        },
      }),
      admin({
        adminRoles: ["admin", "super_admin"],
        roles: { user: userAc, admin: adminAc, super_admin: adminAc },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
