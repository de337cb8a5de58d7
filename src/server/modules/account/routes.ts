/**
 * Account API and the product's named server procedures (as /api/rpc/<name>, like the hosted
 * backend the product was first written against; ADR 004). The sessions' endpoints are served by
 * session-routes.ts.
 */
import type { FastifyInstance } from "fastify";
import { AVATAR_MAX_BYTES, type TWorkingIn } from "#shared/account/schemas.ts";
import { accountContract } from "#shared/account/contract.ts";
import { findFeature } from "#shared/catalogue.ts";
import { notFound } from "#shared/errors.ts";
import type { AccessLevels } from "#shared/plans.ts";
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
import { serveContract } from "../../serve-contract.ts";
import * as account from "./service.ts";

const AVATAR_UPLOAD: UploadRule = {
  field: accountContract.uploadAvatar.upload.field,
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: "The avatar must be at most 2 MB.",
  missingMessage: "Choose an image to upload.",
};

// Everything but the sessions' endpoints, which session-routes.ts serves.
const {
  sessions: _sessions,
  revokeSession: _revokeSession,
  revokeOtherSessions: _revokeOtherSessions,
  ...endpoints
} = accountContract;

/** What the account module is told by app.ts, from modules it may not import (people imports account). */
interface AccountDeps {
  dataDir: string;
  /** What the plans of the hosts of the events the user attends open for them (people/membership.ts). */
  memberAccessOf: (db: Db, userId: string) => Promise<AccessLevels>;
  /** The business account the person works in when not their own (team/acting.ts), or null. */
  workingInOf: (db: Db, person: Actor, cookieHeader: string | undefined) => Promise<TWorkingIn | null>;
}

export function registerAccountRoutes(
  app: FastifyInstance,
  db: Db,
  { dataDir, memberAccessOf, workingInOf }: AccountDeps,
): void {
  serveContract(
    app,
    db,
    endpoints,
    {
      me: async ({ ctx, actor, request }) => {
        // Independent reads side by side: /me is on every signed-in page load.
        const [batch, memberAccess, workingIn] = await Promise.all([
          account.getUserDataBatch(ctx, actor.userId),
          memberAccessOf(db, actor.userId),
          workingInOf(db, actor, request.headers.cookie),
        ]);
        return { ...batch, memberAccess, workingIn };
      },
      subscription: ({ ctx, actor }) => account.getSubscriptionStatus(ctx, actor.userId),
      featureAccess: async ({ ctx, params }) => {
        const feature = findFeature(params.key);
        if (!feature) throw notFound("Feature not found");
        await account.assertPlanAccess(ctx, feature.planType);
        return { key: feature.key, requiredPlan: feature.planType, access: true as const };
      },
      startTrial: ({ ctx, body }) => account.startTrial(ctx, body.planType),
      updateProfile: ({ ctx, body }) => account.updateProfile(ctx, body),
      uploadAvatar: ({ ctx, request, reply }) =>
        withUpload(request, reply, AVATAR_UPLOAD, uploadTmpDir(dataDir), (file) =>
          account.changeAvatar(ctx, dataDir, file),
        ),
      removeAvatar: ({ ctx }) => account.changeAvatar(ctx, dataDir, null),
      avatar: ({ params, reply }) =>
        sendStoredImage(reply, avatarDir(dataDir), params.name, AVATAR_NAME_RE, "Avatar not found"),
      preferredEventType: ({ ctx }) => account.getPreferredEventType(ctx),
      setPreferredEventType: ({ ctx, body }) => account.setPreferredEventType(ctx, body.eventTypeId),
      setPlanPreview: ({ ctx, body }) => account.setPlanPreview(ctx, body.planType),

      // ---- server procedures ----
      timezoneNames: ({ reply }) => {
        reply.header("cache-control", "public, max-age=3600");
        return account.getTimezoneNames(db);
      },
      userSubscription: async ({ ctx, body }) =>
        (await account.getSubscriptionStatus(ctx, body.user_id_param)).subscription,
      checkUserAdmin: ({ ctx, body }) => account.checkUserAdmin(ctx, body.user_id_param),
      userDataBatch: ({ ctx, body }) => account.getUserDataBatch(ctx, body.user_id_param),
      isAdmin: ({ ctx, body }) => account.isAdmin(ctx, body.user_id),
      isSuperAdminUser: async ({ signedIn }) => {
        // Signed-out visitors are not super admins (copy protection applies to them too).
        const actor = await signedIn();
        if (!actor) return false;
        return (await account.getRoles(db, actor.userId)).isSuperAdmin;
      },
    },
    { uploadAvatar: { onRequest: refuseOversizedUpload(AVATAR_UPLOAD) } },
  );
}
