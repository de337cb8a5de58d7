/**
 * Accounts and sign-in through better-auth: email and password, magic link, email confirmation,
 * password reset, sessions, roles. Our rules (field validation, trimmed email, plan at sign-up,
 * roles from the environment) run as better-auth hooks so they hold whichever client calls.
 */
import { randomBytes } from "node:crypto";
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
  ZSignUpRequest,
  type TSignUpRequest,
} from "#shared/auth/schemas.ts";
import { AUTH_BASE_PATH } from "#shared/auth/library-paths.ts";
import type { AppConfig } from "../../env.ts";
import type { Db } from "../../db/client.ts";
import { revokeUnprovenAccess } from "./sessions.ts";
import { applySignupPlan, grantConfiguredRole, userExists } from "./service.ts";
import {
  accountExistsMail,
  magicLinkMail,
  noAccountMail,
  PRODUCT_NAME,
  resetPasswordMail,
  verifyEmailMail,
  type Mailer,
} from "../mail/index.ts";
import { accounts, rateLimits, sessions, users, verifications } from "./tables.ts";

/** Set by our Fastify mount from the socket address (or the trusted proxy's header), never by clients. */
export const CLIENT_IP_HEADER = "x-gatherly-client-ip";

const MAGIC_LINK_TTL_SECONDS = 5 * 60;
const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
export const SIGN_IN_RATE_LIMIT = { window: 10, max: 3 } as const;

interface AuthLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface AuthOptions {
  config: Pick<AppConfig, "baseUrl" | "authSecret" | "adminEmails" | "superAdminEmails" | "env">;
  db: Db;
  mailer: Mailer;
  log: AuthLogger;
}

/** Turns a zod failure into better-auth's error with the field named, so the client can show it under that field. */
function validationError(error: z.ZodError): APIError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const base = issue.path.join(".");
    // An unknown field is named itself, not the object that holds it.
    const keys =
      issue.code === "unrecognized_keys" ? issue.keys.map((key) => (base ? `${base}.${key}` : key)) : [base || "body"];
    for (const key of keys)
      fields[key] ??= issue.code === "unrecognized_keys" ? "This field is not accepted" : issue.message;
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

/**
 * What sign-up answers for a new account (less the session cookie), made up for an address that already
 * has one: same fields, a new random id.
 */
function lookalikeUser(
  input: Omit<TSignUpRequest, "name" | "callbackURL" | "rememberMe"> & { planType: string; wantsAffiliate: boolean },
) {
  const now = new Date().toISOString();
  return {
    id: randomBytes(24).toString("base64url").slice(0, 32),
    name: fullName(input.firstName, input.lastName),
    email: input.email,
    emailVerified: false,
    image: null,
    createdAt: now,
    updatedAt: now,
    firstName: input.firstName,
    lastName: input.lastName,
    planType: input.planType,
    wantsAffiliate: input.wantsAffiliate,
    role: "user",
    banned: false,
    banReason: null,
    banExpires: null,
  };
}

export function createAuth(options: AuthOptions) {
  const { config, db, mailer, log } = options;
  const secureCookies = config.baseUrl.startsWith("https://");

  // Bound once better-auth exists below: who holds the session a request carries, read from the database.
  let signedInUserId: (headers: Headers) => Promise<string | null> = async () => null;

  const auth = betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
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
      // Called only when an unconfirmed account's address is confirmed (not for a change of address).
      beforeEmailVerification: async (user, request) => {
        const confirmer = request ? await signedInUserId(request.headers) : null;
        if (confirmer !== user.id) await revokeUnprovenAccess(db, user.id);
      },
    },
    session: {
      // Off: a signed copy of the session in a cookie would keep answering for its lifetime after a sign-out,
      // a password change or a revocation (ADR 023). Every session check reads the database.
      cookieCache: { enabled: false },
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
            // Only the sign-up form's fields reach better-auth: it would also take a picture URL.
            const {
              name: _name,
              callbackURL: _callbackURL,
              rememberMe: _rememberMe,
              ...input
            } = parseBody(ZSignUpRequest, ctx.body);
            if (await userExists(db, input.email)) {
              // The same answer as a new account, after the same password hashing, so sign-up does not tell who
              // has an account; the owner is told by mail instead.
              await ctx.context.password.hash(input.password);
              const signInUrl = `${config.baseUrl}/login`;
              await mailer.send(input.email.toLowerCase(), accountExistsMail(signInUrl), signInUrl);
              return ctx.json({ token: null, user: lookalikeUser(input) });
            }
            return {
              context: {
                body: {
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
          after: async (user) => {
            // Grants nothing at sign-up (the address is not proven yet); only an account created verified.
            await grantConfiguredRole(db, user, config);
            const plan = (user as { planType?: string }).planType;
            if (plan !== "premium" && plan !== "pro") return;
            // A failure here is only logged; sign-up still succeeds.
            try {
              await applySignupPlan(db, user.id, plan);
            } catch (error) {
              log.error({ err: error, userId: user.id }, "could not store the plan chosen at sign-up");
            }
          },
        },
        update: {
          // Every path that proves an address writes emailVerified through here, so none can skip the role.
          after: async (user) => grantConfiguredRole(db, user, config),
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
  signedInUserId = async (headers) =>
    (await auth.api.getSession({ headers, query: { disableRefresh: true } }))?.user.id ?? null;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
