/**
 * Account API and the server procedures of spec section 7 (as /api/rpc/<name>, like the hosted
 * backend the spec was written against).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZRoles,
  ZSubscription,
  ZSubscriptionStatus,
  ZUserDataBatch,
  ZUserIdBody,
  ZUserIdParam,
} from "#shared/account/schemas.ts";
import { findFeature } from "#shared/catalogue.ts";
import { ZPlanType } from "#shared/plans.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as account from "./service.ts";

export function registerAccountRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/account/me",
    { schema: { tags: ["account"], response: { 200: ZUserDataBatch } } },
    async (request) => account.getUserDataBatch(ctx(request.actor), request.actor!.userId),
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
