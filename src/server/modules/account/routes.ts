/**
 * Account API and the product's named server procedures (as /api/rpc/<name>, like the hosted
 * backend the product was first written against; ADR 004).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AVATAR_MAX_BYTES,
  ZPlanPreviewInput,
  ZProfileInput,
  ZStartTrialInput,
  ZUserProfile,
  ZRoles,
  ZSubscription,
  ZSubscriptionStatus,
  ZUserDataBatch,
  ZUserIdBody,
  ZUserIdParam,
} from "#shared/account/schemas.ts";
import { findFeature } from "#shared/catalogue.ts";
import { ZPlanType } from "#shared/plan-schemas.ts";
import { notFound } from "#shared/errors.ts";
import { ZPreferredEventType, ZPreferredEventTypeInput } from "#shared/event-types.ts";
import {
  refuseOversizedUpload,
  sendStoredImage,
  uploadTmpDir,
  withUpload,
  type UploadRule,
} from "../../plugins/uploads.ts";
import { AVATAR_NAME_RE, avatarDir } from "./avatars.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as account from "./service.ts";

const AVATAR_UPLOAD: UploadRule = {
  field: "avatar",
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: "The avatar must be at most 2 MB.",
  missingMessage: "Choose an image to upload.",
};

export function registerAccountRoutes(app: FastifyInstance, db: Db, dataDir: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get("/api/account/me", { schema: { tags: ["account"], response: { 200: ZUserDataBatch } } }, async (request) =>
    account.getUserDataBatch(ctx(request.actor), request.actor!.userId),
  );

  r.get(
    "/api/account/subscription",
    { schema: { tags: ["account"], response: { 200: ZSubscriptionStatus } } },
    async (request) => account.getSubscriptionStatus(ctx(request.actor), request.actor!.userId),
  );

  r.get(
    "/api/features/:key/access",
    {
      schema: {
        tags: ["account"],
        params: z.object({ key: z.string().min(1).max(100) }),
        response: { 200: z.object({ key: z.string(), requiredPlan: ZPlanType, access: z.literal(true) }) },
      },
    },
    async (request) => {
      const feature = findFeature(request.params.key);
      if (!feature) throw notFound("Feature not found");
      await account.assertPlanAccess(ctx(request.actor), feature.planType);
      return { key: feature.key, requiredPlan: feature.planType, access: true as const };
    },
  );

  r.post(
    "/api/account/trial",
    { schema: { tags: ["account"], body: ZStartTrialInput, response: { 200: ZSubscriptionStatus } } },
    async (request) => account.startTrial(ctx(request.actor), request.body.planType),
  );

  r.patch(
    "/api/account/profile",
    { schema: { tags: ["account"], body: ZProfileInput, response: { 200: ZUserProfile } } },
    async (request) => account.updateProfile(ctx(request.actor), request.body),
  );

  r.post(
    "/api/account/avatar",
    {
      schema: { tags: ["account"], consumes: ["multipart/form-data"], response: { 200: ZUserProfile } },
      // Refuse an oversized upload before reading it (the multipart limit alone would truncate, not refuse).
      onRequest: refuseOversizedUpload(AVATAR_UPLOAD),
    },
    async (request, reply) =>
      withUpload(request, reply, AVATAR_UPLOAD, uploadTmpDir(dataDir), (file) =>
        account.changeAvatar(ctx(request.actor), dataDir, file),
      ),
  );

  r.delete("/api/account/avatar", { schema: { tags: ["account"], response: { 200: ZUserProfile } } }, async (request) =>
    account.changeAvatar(ctx(request.actor), dataDir, null),
  );

  r.get(
    "/api/avatars/:name",
    { config: { auth: "public" }, schema: { tags: ["account"], params: z.object({ name: z.string() }) } },
    async (request, reply) =>
      sendStoredImage(reply, avatarDir(dataDir), request.params.name, AVATAR_NAME_RE, "Avatar not found"),
  );

  r.get(
    "/api/account/preferred-event-type",
    { schema: { tags: ["account"], response: { 200: ZPreferredEventType } } },
    async (request) => account.getPreferredEventType(ctx(request.actor)),
  );

  r.put(
    "/api/account/preferred-event-type",
    {
      schema: {
        tags: ["account"],
        body: ZPreferredEventTypeInput,
        response: { 200: z.object({ eventTypeId: z.string(), name: z.string(), explicit: z.literal(true) }) },
      },
    },
    async (request) => account.setPreferredEventType(ctx(request.actor), request.body.eventTypeId),
  );

  r.put(
    "/api/account/plan-preview",
    {
      config: { auth: "admin" },
      schema: { tags: ["account"], body: ZPlanPreviewInput, response: { 200: ZSubscriptionStatus } },
    },
    async (request) => account.setPlanPreview(ctx(request.actor), request.body.planType),
  );

  // ---- server procedures ----

  r.post(
    "/api/rpc/get_timezone_names",
    { config: { auth: "public" }, schema: { tags: ["rpc"], response: { 200: z.array(z.string()) } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return account.getTimezoneNames(db);
    },
  );

  r.post(
    "/api/rpc/get_user_subscription_fast",
    { schema: { tags: ["rpc"], body: ZUserIdParam, response: { 200: ZSubscription } } },
    async (request) =>
      (await account.getSubscriptionStatus(ctx(request.actor), request.body.user_id_param)).subscription,
  );

  r.post(
    "/api/rpc/check_user_admin_fast",
    { schema: { tags: ["rpc"], body: ZUserIdParam, response: { 200: ZRoles } } },
    async (request) => account.checkUserAdmin(ctx(request.actor), request.body.user_id_param),
  );

  r.post(
    "/api/rpc/get_user_data_batch",
    { schema: { tags: ["rpc"], body: ZUserIdParam, response: { 200: ZUserDataBatch } } },
    async (request) => account.getUserDataBatch(ctx(request.actor), request.body.user_id_param),
  );

  r.post(
    "/api/rpc/is_admin",
    { schema: { tags: ["rpc"], body: ZUserIdBody, response: { 200: z.boolean() } } },
    async (request) => account.isAdmin(ctx(request.actor), request.body.user_id),
  );

  r.post(
    "/api/rpc/is_super_admin_user",
    {
      config: { auth: "public" },
      schema: { tags: ["rpc"], body: z.object({}).strict().optional(), response: { 200: z.boolean() } },
    },
    async (request) => {
      // Signed-out visitors are not super admins (copy protection applies to them too).
      if (!request.actor) return false;
      return (await account.getRoles(db, request.actor.userId)).isSuperAdmin;
    },
  );
}
