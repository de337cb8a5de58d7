/**
 * The account feature's HTTP endpoints (src/shared/contract.ts): the signed-in user's own data, profile,
 * avatar, plan and sessions, and the product's named server procedures (as /api/rpc/<name>, like the hosted
 * backend the product was first written against; ADR 004). An account belongs to no plan: every endpoint
 * here is open to any tier, and the trial and feature-access endpoints check plans themselves.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZPreferredEventType, ZPreferredEventTypeInput } from "../event-types.ts";
import { ZPlanType } from "../plan-schemas.ts";
import {
  ZPlanPreviewInput,
  ZProfileInput,
  ZRoles,
  ZSessionInfo,
  ZStartTrialInput,
  ZSubscription,
  ZSubscriptionStatus,
  ZMe,
  ZUserDataBatch,
  ZUserIdBody,
  ZUserIdParam,
  ZUserProfile,
} from "./schemas.ts";

const ZFeatureKey = z.object({ key: z.string().min(1).max(100) });
const ZFeatureAccess = z.object({ key: z.string(), requiredPlan: ZPlanType, access: z.literal(true) });
/** An avatar's stored file name; the handler checks its form (anything else is 404). */
const ZAvatarName = z.object({ name: z.string() });
const ZSavedPreferredEventType = z.object({ eventTypeId: z.string(), name: z.string(), explicit: z.literal(true) });
const ZSessionId = z.object({ sessionId: z.string().min(1).max(200) });

export const accountContract = defineContract(
  "account",
  {
    me: {
      method: "GET",
      path: "/api/account/me",
      summary: "The signed-in user's profile, roles and subscription, and what their hosts' plans open for them",
      access: "user",
      response: ZMe,
    },
    subscription: {
      method: "GET",
      path: "/api/account/subscription",
      summary: "The signed-in user's subscription, access levels and trial",
      access: "user",
      response: ZSubscriptionStatus,
    },
    featureAccess: {
      method: "GET",
      path: "/api/features/:key/access",
      summary: "Whether the signed-in user's plan includes a catalogue feature (403 when it does not)",
      access: "user",
      params: ZFeatureKey,
      response: ZFeatureAccess,
    },
    startTrial: {
      method: "POST",
      path: "/api/account/trial",
      summary: "Start the one free trial of a paid plan",
      access: "user",
      body: ZStartTrialInput,
      response: ZSubscriptionStatus,
    },
    updateProfile: {
      method: "PATCH",
      path: "/api/account/profile",
      summary: "Change the signed-in user's names",
      access: "user",
      body: ZProfileInput,
      response: ZUserProfile,
    },
    uploadAvatar: {
      method: "POST",
      path: "/api/account/avatar",
      summary: "Upload a new profile photo (multipart, field avatar)",
      access: "user",
      upload: { field: "avatar" },
      response: ZUserProfile,
    },
    removeAvatar: {
      method: "DELETE",
      path: "/api/account/avatar",
      summary: "Remove the profile photo",
      access: "user",
      response: ZUserProfile,
    },
    avatar: {
      method: "GET",
      path: "/api/avatars/:name",
      summary: "A profile photo (the image file)",
      access: "public",
      params: ZAvatarName,
      response: "download",
    },
    preferredEventType: {
      method: "GET",
      path: "/api/account/preferred-event-type",
      summary: "The event type new events start with, and whether the user chose it",
      access: "user",
      response: ZPreferredEventType,
    },
    setPreferredEventType: {
      method: "PUT",
      path: "/api/account/preferred-event-type",
      summary: "Choose the event type new events start with",
      access: "user",
      body: ZPreferredEventTypeInput,
      response: ZSavedPreferredEventType,
    },
    setPlanPreview: {
      method: "PUT",
      path: "/api/account/plan-preview",
      summary: "An admin sees the product as another tier (null ends the preview)",
      access: "admin",
      body: ZPlanPreviewInput,
      response: ZSubscriptionStatus,
    },
    sessions: {
      method: "GET",
      path: "/api/account/sessions",
      summary: "The signed-in user's active sessions",
      access: "user",
      response: z.array(ZSessionInfo),
    },
    revokeSession: {
      method: "DELETE",
      path: "/api/account/sessions/:sessionId",
      summary: "Sign out one of the user's own sessions",
      access: "user",
      params: ZSessionId,
      response: z.object({ revoked: z.literal(true) }),
    },
    revokeOtherSessions: {
      method: "POST",
      path: "/api/account/sessions/revoke-others",
      summary: "Sign out every session of the user but this one",
      access: "user",
      response: z.object({ revoked: z.number().int() }),
    },
    // ---- server procedures ----
    timezoneNames: {
      method: "POST",
      path: "/api/rpc/get_timezone_names",
      summary: "The time zone names the database knows (what the server accepts)",
      access: "public",
      response: z.array(z.string()),
    },
    userSubscription: {
      method: "POST",
      path: "/api/rpc/get_user_subscription_fast",
      summary: "A user's subscription (the caller's own, or anyone's for an admin)",
      access: "user",
      body: ZUserIdParam,
      response: ZSubscription,
    },
    checkUserAdmin: {
      method: "POST",
      path: "/api/rpc/check_user_admin_fast",
      summary: "A user's roles (the caller's own, or anyone's for an admin)",
      access: "user",
      body: ZUserIdParam,
      response: ZRoles,
    },
    userDataBatch: {
      method: "POST",
      path: "/api/rpc/get_user_data_batch",
      summary: "A user's profile, roles and subscription (the caller's own, or anyone's for an admin)",
      access: "user",
      body: ZUserIdParam,
      response: ZUserDataBatch,
    },
    isAdmin: {
      method: "POST",
      path: "/api/rpc/is_admin",
      summary: "Whether a user is an admin (the caller, or anyone for an admin)",
      access: "user",
      body: ZUserIdBody,
      response: z.boolean(),
    },
    isSuperAdminUser: {
      method: "POST",
      path: "/api/rpc/is_super_admin_user",
      summary: "Whether the caller is a super admin (false when signed out)",
      access: "public",
      body: z.object({}).strict().optional(),
      response: z.boolean(),
    },
  },
  { feature: undefined },
);
