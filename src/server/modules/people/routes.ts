import type { FastifyInstance } from "fastify";
import { peopleContract } from "#shared/people/contract.ts";
import { AVATAR_MAX_BYTES } from "#shared/account/schemas.ts";
import type { Db } from "../../db/client.ts";
import { refuseOversizedUpload, uploadTmpDir, withUpload, type UploadRule } from "../../plugins/uploads.ts";
import { serveContract } from "../../serve-contract.ts";
import type { CommunityDeps } from "./deps.ts";
import * as directory from "./directory.ts";
import { memberEvents } from "./membership.ts";
import * as profiles from "./profiles.ts";
import * as tagging from "./tags.ts";

const THEN_PHOTO_UPLOAD: UploadRule = {
  field: "photo",
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: "The photo must be at most 2 MB.",
  missingMessage: "Choose an image to upload.",
};
export function registerPeopleRoutes(app: FastifyInstance, db: Db, deps: CommunityDeps): void {
  serveContract(
    app,
    db,
    peopleContract,
    {
      memberEvents: async ({ ctx, actor }) => {
        // Only events whose host's plan opens the community features: the pickers offer nothing that refuses.
        const items = await memberEvents(db, actor.userId, ctx.eventPlan);
        return { items: items.map((e) => ({ ...e, startAt: e.startAt.toISOString(), endAt: e.endAt.toISOString() })) };
      },
      profile: ({ ctx }) => profiles.getMyProfile(ctx),
      saveProfile: ({ ctx, body }) => profiles.saveMyProfile(ctx, body),
      uploadThenPhoto: async ({ ctx, request, reply }) => {
        return withUpload(request, reply, THEN_PHOTO_UPLOAD, uploadTmpDir(deps.dataDir), (file) =>
          profiles.changeThenPhoto(ctx, deps.dataDir, file),
        );
      },
      removeThenPhoto: ({ ctx }) => profiles.changeThenPhoto(ctx, deps.dataDir, null),
      list: ({ ctx, params, query }) => directory.listPeople(ctx, params.eventId, query),
      facets: ({ ctx, params }) => directory.peopleFacets(ctx, params.eventId),
      tags: ({ ctx, params }) => tagging.listTags(ctx, params.eventId),
      tag: ({ ctx, params, body }) => tagging.addTag(ctx, params.eventId, body),
      untag: ({ ctx, params, body }) => tagging.removeTag(ctx, params.eventId, body),
      renameTag: ({ ctx, params, body }) => tagging.renameTag(ctx, params.eventId, body),
      deleteTag: ({ ctx, params, body }) => tagging.deleteTag(ctx, params.eventId, body),
    },
    { uploadThenPhoto: { onRequest: refuseOversizedUpload(THEN_PHOTO_UPLOAD) } },
  );
}
