/** Shapes of the account, subscription and role API. */
import { z } from "zod";
import { TEAM_ROLES } from "../team/roles.ts";
import { ZPlanType } from "../plan-schemas.ts";

export const ZSubscription = z.object({
  id: z.string(),
  userId: z.string(),
  planType: ZPlanType,
  isTrial: z.boolean(),
  trialStartAt: z.string().nullable(),
  trialEndAt: z.string().nullable(),
  isLifetime: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

const ZAccessLevels = z.object({
  premium: z.boolean(),
  pro: z.boolean(),
  business: z.boolean(),
});

const ZTrialStatus = z.object({
  active: z.boolean(),
  expired: z.boolean(),
  daysRemaining: z.number().int().min(0),
});

export const ZSubscriptionStatus = z.object({
  subscription: ZSubscription,
  access: ZAccessLevels,
  /** Set while an admin views the product as another tier (plan testing pages). */
  previewPlanType: ZPlanType.nullable(),
  trial: ZTrialStatus,
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZUserProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  planType: ZPlanType,
  wantsAffiliate: z.boolean(),
  createdAt: z.string(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZRoles = z.object({
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});

export const ZUserDataBatch = z.object({
  user: ZUserProfile,
  roles: ZRoles,
  subscription: ZSubscriptionStatus,
});
export type TUserDataBatch = z.infer<typeof ZUserDataBatch>;

/**
 * The signed-in user's own answer: the batch, and what the plans of the hosts of the events they attend
 * open for them inside those events (a guest uses their host's plan; the client's plan gate reads both).
 */
/**
 * The business account the person works in now when it is not their own (ADR 032): organiser pages use its
 * plan and the role's rights; null in their own account.
 */
const ZWorkingIn = z.object({
  accountId: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Limited to some of the account's events (ADR 033): figures across every event are not theirs to see. */
  someEvents: z.boolean(),
  access: ZAccessLevels,
});
export type TWorkingIn = z.infer<typeof ZWorkingIn>;

export const ZMe = ZUserDataBatch.extend({ memberAccess: ZAccessLevels, workingIn: ZWorkingIn.nullable() });
export type TMe = z.infer<typeof ZMe>;

export const ZUserIdParam = z.object({ user_id_param: z.string().min(1, "user_id_param is required") }).strict();
export const ZUserIdBody = z.object({ user_id: z.string().min(1, "user_id is required") }).strict();

export const ZSessionInfo = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZAdminSessionAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("force_logout"), user_id: z.string().min(1, "user_id is required") }).strict(),
  z.object({ action: z.literal("get_user_session_info"), user_id: z.string().min(1, "user_id is required") }).strict(),
  z.object({ action: z.literal("get_sessions") }).strict(),
]);
export type TAdminSessionAction = z.infer<typeof ZAdminSessionAction>;

/** Admin: change a user's plan, trial or lifetime flag. Every field is optional; at least one is needed. */
export const ZAdminSubscriptionChange = z
  .object({
    planType: ZPlanType.optional(),
    isLifetime: z.boolean().optional(),
    trial: z
      .discriminatedUnion("action", [
        z
          .object({
            action: z.literal("start"),
            days: z.number().int().min(1, "days must be at least 1").max(365, "days must be at most 365"),
          })
          .strict(),
        z.object({ action: z.literal("end") }).strict(),
      ])
      .optional(),
  })
  .strict()
  .refine((v) => v.planType !== undefined || v.isLifetime !== undefined || v.trial !== undefined, {
    message: "Nothing to change: give planType, isLifetime or trial",
    path: ["planType"],
  });
export type TAdminSubscriptionChange = z.infer<typeof ZAdminSubscriptionChange>;

export const ZAdminRoleChange = z.object({ role: z.enum(["user", "admin", "super_admin"]) }).strict();

export const ZAdminUserListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export const ZAdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  subscription: ZSubscription.nullable(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZStartTrialInput = z.object({ planType: z.enum(["premium", "pro"]) }).strict();
export type TStartTrialInput = z.infer<typeof ZStartTrialInput>;

export const ZProfileInput = z
  .object({
    firstName: z
      .string({ error: "First name is required" })
      .trim()
      .min(1, "First name is required")
      .max(100, "First name must be at most 100 characters"),
    lastName: z
      .string({ error: "Last name is required" })
      .trim()
      .min(1, "Last name is required")
      .max(100, "Last name must be at most 100 characters"),
  })
  .strict();
export type TProfileInput = z.input<typeof ZProfileInput>;

export const ZPlanPreviewInput = z.object({ planType: ZPlanType.nullable() }).strict();

/** Avatars: images only, at most 2 MB; stored as a 256 px WebP without metadata. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
