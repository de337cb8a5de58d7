/** HTTP for tasks, the progress board and the assignee's own list (src/shared/tasks/contract.ts). */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { notFound } from "#shared/errors.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { TASK_ATTACHMENT_MAX_BYTES, TASK_ATTACHMENT_MAX_TEXT } from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import { refuseOversizedUpload, uploadTmpDir, withUpload, type UploadRule } from "../../plugins/uploads.ts";
import { serveContract } from "../../serve-contract.ts";
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
  serveContract(
    app,
    db,
    tasksContract,
    {
      board: ({ ctx, params }) => service.getBoard(ctx, params.eventId),
      create: ({ ctx, params, body }) => service.createTask(ctx, params.eventId, body),
      get: ({ ctx, params }) => getTaskDetail(ctx, params.id),
      update: ({ ctx, params, body }) => service.updateTask(ctx, params.id, body),
      move: ({ ctx, params, body }) => service.moveTask(ctx, params.id, body),
      remove: async ({ ctx, params }) => {
        const files = await service.deleteTask(ctx, params.id);
        await removeAttachmentFiles(dataDir, files);
        return { deleted: true as const };
      },
      addColumn: ({ ctx, params, body }) => addColumn(ctx, params.eventId, body),
      renameColumn: ({ ctx, params, body }) => renameColumn(ctx, params.id, body),
      removeColumn: async ({ ctx, params }) => {
        await removeColumn(ctx, params.id);
        return { deleted: true as const };
      },
      addComment: ({ ctx, params, body }) => addComment(ctx, params.id, body),
      mine: ({ ctx }) => listMyTasks(ctx),
      setMineDone: ({ ctx, params, body }) => setMyTaskDone(ctx, params.id, body),
      editComment: ({ ctx, params, body }) => editComment(ctx, params.id, body),
      removeComment: async ({ ctx, params }) => {
        await deleteComment(ctx, params.id);
        return { deleted: true as const };
      },
      addAttachment: async ({ ctx, params, query, request, reply }) => {
        // Refused kinds are told before a byte of the file is read.
        assertAttachmentName(query.name);
        return withUpload(request, reply, ATTACHMENT_UPLOAD, uploadTmpDir(dataDir), (file) =>
          addAttachment(ctx, dataDir, params.id, query.name, file),
        );
      },
      attachment: async ({ ctx, params, reply }) => {
        const found = await openAttachment(ctx, dataDir, params.id);
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
      removeAttachment: async ({ ctx, params }) => {
        await deleteAttachment(ctx, dataDir, params.id);
        return { deleted: true as const };
      },
    },
    { addAttachment: { onRequest: refuseOversizedUpload(ATTACHMENT_UPLOAD) } },
  );
}
