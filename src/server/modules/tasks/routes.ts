/** HTTP for tasks and the progress board. Every route needs the pro plan (checked by the plan gate). */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "#shared/errors.ts";
import { ZDeleted, ZEventId, ZId } from "#shared/route-params.ts";
import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MAX_TEXT,
  ZMyTask,
  ZMyTaskDone,
  ZTask,
  ZTaskAttachment,
  ZTaskAttachmentQuery,
  ZTaskBoard,
  ZTaskColumn,
  ZTaskColumnInput,
  ZTaskComment,
  ZTaskCommentInput,
  ZTaskCreateInput,
  ZTaskDetail,
  ZTaskMove,
  ZTaskPatch,
} from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import { refuseOversizedUpload, uploadTmpDir, withUpload, type UploadRule } from "../../plugins/uploads.ts";
import {
  addAttachment,
  assertAttachmentName,
  deleteAttachment,
  openAttachment,
  removeAttachmentFiles,
} from "./attachments.ts";
import { addColumn, removeColumn, renameColumn } from "./columns.ts";
import { addComment, deleteComment, editComment } from "./comments.ts";
import { getTaskDetail } from "./detail.ts";
import { listMyTasks, setMyTaskDone } from "./my-tasks.ts";
import * as service from "./service.ts";

const tags = ["tasks"];
const pro = { requires: "pro" as const };
const ATTACHMENT_UPLOAD: UploadRule = {
  field: "file",
  maxBytes: TASK_ATTACHMENT_MAX_BYTES,
  tooLargeMessage: `The file must be at most ${TASK_ATTACHMENT_MAX_TEXT}.`,
  missingMessage: "Choose a file to attach.",
};

/** RFC 6266: a plain ASCII fallback plus the real name, percent-encoded. */
function downloadDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerTaskRoutes(app: FastifyInstance, db: Db, dataDir: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/events/:eventId/tasks",
    { config: pro, schema: { tags, params: ZEventId, response: { 200: ZTaskBoard } } },
    async (request) => service.getBoard(ctx(request.actor), request.params.eventId),
  );
  r.post(
    "/api/events/:eventId/tasks",
    { config: pro, schema: { tags, params: ZEventId, body: ZTaskCreateInput, response: { 201: ZTask } } },
    async (request, reply) =>
      reply.status(201).send(await service.createTask(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.get(
    "/api/tasks/:id",
    { config: pro, schema: { tags, params: ZId, response: { 200: ZTaskDetail } } },
    async (request) => getTaskDetail(ctx(request.actor), request.params.id),
  );
  r.patch(
    "/api/tasks/:id",
    { config: pro, schema: { tags, params: ZId, body: ZTaskPatch, response: { 200: ZTask } } },
    async (request) => service.updateTask(ctx(request.actor), request.params.id, request.body),
  );
  r.put(
    "/api/tasks/:id/position",
    { config: pro, schema: { tags, params: ZId, body: ZTaskMove, response: { 200: ZTask } } },
    async (request) => service.moveTask(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/tasks/:id",
    { config: pro, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      const files = await service.deleteTask(ctx(request.actor), request.params.id);
      await removeAttachmentFiles(dataDir, files);
      return { deleted: true as const };
    },
  );

  r.post(
    "/api/events/:eventId/task-columns",
    { config: pro, schema: { tags, params: ZEventId, body: ZTaskColumnInput, response: { 201: ZTaskColumn } } },
    async (request, reply) =>
      reply.status(201).send(await addColumn(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.patch(
    "/api/task-columns/:id",
    { config: pro, schema: { tags, params: ZId, body: ZTaskColumnInput, response: { 200: ZTaskColumn } } },
    async (request) => renameColumn(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/task-columns/:id",
    { config: pro, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      await removeColumn(ctx(request.actor), request.params.id);
      return { deleted: true as const };
    },
  );

  r.post(
    "/api/tasks/:id/comments",
    { config: pro, schema: { tags, params: ZId, body: ZTaskCommentInput, response: { 201: ZTaskComment } } },
    async (request, reply) =>
      reply.status(201).send(await addComment(ctx(request.actor), request.params.id, request.body)),
  );
  // The assignee's own list: no plan needed, being given a task is free (the organiser's plan pays).
  r.get("/api/my-tasks", { schema: { tags, response: { 200: z.array(ZMyTask) } } }, async (request) =>
    listMyTasks(ctx(request.actor)),
  );
  r.put(
    "/api/my-tasks/:id",
    { schema: { tags, params: ZId, body: ZMyTaskDone, response: { 200: ZMyTask } } },
    async (request) => setMyTaskDone(ctx(request.actor), request.params.id, request.body),
  );
  r.patch(
    "/api/task-comments/:id",
    { config: pro, schema: { tags, params: ZId, body: ZTaskCommentInput, response: { 200: ZTaskComment } } },
    async (request) => editComment(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/task-comments/:id",
    { config: pro, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      await deleteComment(ctx(request.actor), request.params.id);
      return { deleted: true as const };
    },
  );

  r.post(
    "/api/tasks/:id/attachments",
    {
      config: pro,
      schema: {
        tags,
        params: ZId,
        querystring: ZTaskAttachmentQuery,
        consumes: ["multipart/form-data"],
        response: { 201: ZTaskAttachment },
      },
      onRequest: refuseOversizedUpload(ATTACHMENT_UPLOAD),
    },
    async (request, reply) => {
      // Refused kinds are told before a byte of the file is read.
      assertAttachmentName(request.query.name);
      const attachment = await withUpload(request, reply, ATTACHMENT_UPLOAD, uploadTmpDir(dataDir), (file) =>
        addAttachment(ctx(request.actor), dataDir, request.params.id, request.query.name, file),
      );
      return reply.status(201).send(attachment);
    },
  );
  r.get(
    "/api/task-attachments/:id",
    { config: pro, schema: { tags, params: ZId, response: { 200: z.unknown() } } },
    async (request, reply) => {
      const found = await openAttachment(ctx(request.actor), dataDir, request.params.id);
      const stats = await stat(found.file).catch(() => null);
      if (!stats?.isFile()) throw notFound("File not found");
      reply
        .header("content-type", found.contentType)
        .header("content-length", stats.size)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", downloadDisposition(found.name))
        .header("cache-control", "private, no-store");
      return reply.send(createReadStream(found.file));
    },
  );
  r.delete(
    "/api/task-attachments/:id",
    { config: pro, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      await deleteAttachment(ctx(request.actor), dataDir, request.params.id);
      return { deleted: true as const };
    },
  );
}
