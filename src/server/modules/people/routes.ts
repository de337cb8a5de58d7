import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZMemberEventList,
  ZMyProfile,
  ZPeopleFacets,
  ZPeoplePage,
  ZPeopleQuery,
  ZProfileInput,
  ZTagDelete,
  ZTagList,
  ZTagPeople,
  ZTagRename,
  ZTagResult,
} from "#shared/people/schemas.ts";
import { AVATAR_MAX_BYTES } from "#shared/account/schemas.ts";
import type { Db } from "../../db/client.ts";
import { refuseOversizedUpload, uploadTmpDir, withUpload, type UploadRule } from "../../plugins/uploads.ts";
import type { Actor } from "../../context.ts";
import type { CommunityDeps } from "./deps.ts";
import * as directory from "./directory.ts";
import { memberEvents } from "./membership.ts";
import * as profiles from "./profiles.ts";
import * as tagging from "./tags.ts";
import { ZEventId } from "#shared/route-params.ts";

const tags = ["people"];
const premium = { requires: "premium" as const };
const THEN_PHOTO_UPLOAD: UploadRule = {
  field: "photo",
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: "The photo must be at most 2 MB.",
  missingMessage: "Choose an image to upload.",
};

export function registerPeopleRoutes(app: FastifyInstance, db: Db, deps: CommunityDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/community/events",
    { config: premium, schema: { tags, response: { 200: ZMemberEventList } } },
    async (request) => {
      const items = await memberEvents(db, request.actor!.userId);
      return { items: items.map((e) => ({ ...e, startAt: e.startAt.toISOString(), endAt: e.endAt.toISOString() })) };
    },
  );

  r.get("/api/profile", { config: premium, schema: { tags, response: { 200: ZMyProfile } } }, async (request) =>
    profiles.getMyProfile(ctx(request.actor)),
  );
  r.put(
    "/api/profile",
    { config: premium, schema: { tags, body: ZProfileInput, response: { 200: ZMyProfile } } },
    async (request) => profiles.saveMyProfile(ctx(request.actor), request.body),
  );

  r.post(
    "/api/profile/then-photo",
    {
      config: premium,
      schema: { tags, consumes: ["multipart/form-data"], response: { 200: ZMyProfile } },
      onRequest: refuseOversizedUpload(THEN_PHOTO_UPLOAD),
    },
    async (request, reply) =>
      withUpload(request, reply, THEN_PHOTO_UPLOAD, uploadTmpDir(deps.dataDir), (file) =>
        profiles.changeThenPhoto(ctx(request.actor), deps.dataDir, file),
      ),
  );
  r.delete(
    "/api/profile/then-photo",
    { config: premium, schema: { tags, response: { 200: ZMyProfile } } },
    async (request) => profiles.changeThenPhoto(ctx(request.actor), deps.dataDir, null),
  );

  r.get(
    "/api/events/:eventId/people",
    { config: premium, schema: { tags, params: ZEventId, querystring: ZPeopleQuery, response: { 200: ZPeoplePage } } },
    async (request) => directory.listPeople(ctx(request.actor), request.params.eventId, request.query),
  );
  r.get(
    "/api/events/:eventId/people/facets",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZPeopleFacets } } },
    async (request) => directory.peopleFacets(ctx(request.actor), request.params.eventId),
  );

  r.get(
    "/api/events/:eventId/tags",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZTagList } } },
    async (request) => tagging.listTags(ctx(request.actor), request.params.eventId),
  );
  r.post(
    "/api/events/:eventId/tags",
    { config: premium, schema: { tags, params: ZEventId, body: ZTagPeople, response: { 200: ZTagResult } } },
    async (request) => tagging.addTag(ctx(request.actor), request.params.eventId, request.body),
  );
  r.post(
    "/api/events/:eventId/tags/remove",
    { config: premium, schema: { tags, params: ZEventId, body: ZTagPeople, response: { 200: ZTagResult } } },
    async (request) => tagging.removeTag(ctx(request.actor), request.params.eventId, request.body),
  );
  r.post(
    "/api/events/:eventId/tags/rename",
    { config: premium, schema: { tags, params: ZEventId, body: ZTagRename, response: { 200: ZTagResult } } },
    async (request) => tagging.renameTag(ctx(request.actor), request.params.eventId, request.body),
  );
  r.post(
    "/api/events/:eventId/tags/delete",
    { config: premium, schema: { tags, params: ZEventId, body: ZTagDelete, response: { 200: ZTagResult } } },
    async (request) => tagging.deleteTag(ctx(request.actor), request.params.eventId, request.body),
  );
}
