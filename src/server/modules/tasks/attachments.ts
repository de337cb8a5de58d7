/**
 * Files attached to a task. The upload plugin streams the file to a temporary path under the size limit;
 * here it is moved under a random name of ours. The uploader's name is kept only for the download's
 * file name, and the content type comes from our allow-list, never from the browser.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { TASK_ATTACHMENT_TYPES_TEXT, attachmentType, type TTaskAttachment } from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { announce } from "../realtime/index.ts";
import { planningTopic } from "./board.ts";
import { findOwnedTask } from "./service.ts";
import { taskAttachments, tasks } from "./tables.ts";

type AttachmentRow = typeof taskAttachments.$inferSelect;
const STORED_NAME = /^[0-9a-f]{32}$/;

function attachmentDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "task-files");
}

function attachmentDto(row: AttachmentRow): TTaskAttachment {
  return {
    id: row.id,
    taskId: row.taskId,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Checked before the upload is read, so a refused kind of file costs no bytes. */
export function assertAttachmentName(name: string): string {
  const type = attachmentType(name);
  if (!type)
    throw fieldError(
      "VALIDATION_ERROR",
      "file",
      `This kind of file cannot be attached. Attach ${TASK_ATTACHMENT_TYPES_TEXT}.`,
    );
  return type;
}

export async function attachmentsOf(db: Db, taskId: string): Promise<TTaskAttachment[]> {
  const rows = await db
    .select()
    .from(taskAttachments)
    .where(eq(taskAttachments.taskId, taskId))
    .orderBy(asc(taskAttachments.createdAt), asc(taskAttachments.id));
  return rows.map(attachmentDto);
}

export async function addAttachment(
  ctx: ServiceContext,
  dataDir: string,
  taskId: string,
  name: string,
  tmpFile: string,
): Promise<TTaskAttachment> {
  const contentType = assertAttachmentName(name);
  const task = await findOwnedTask(ctx.db, ctx, taskId);
  const { size } = await stat(tmpFile);
  if (size === 0) throw fieldError("VALIDATION_ERROR", "file", "The file is empty.");
  const dir = attachmentDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = randomBytes(16).toString("hex");
  await rename(tmpFile, path.join(dir, file));
  let row: AttachmentRow | undefined;
  try {
    [row] = await ctx.db
      .insert(taskAttachments)
      .values({ taskId: task.id, uploaderId: ctx.actor.userId, file, name, contentType, size })
      .returning();
  } catch (error) {
    await rm(path.join(dir, file), { force: true });
    throw error;
  }
  await announce(ctx.db, planningTopic(task.eventId));
  return attachmentDto(row!);
}

async function findOwnedAttachment(
  ctx: ServiceContext,
  attachmentId: string,
): Promise<{ attachment: AttachmentRow; eventId: string }> {
  if (!isUuid(attachmentId)) throw notFound("File not found");
  const [row] = await ctx.db
    .select({ attachment: taskAttachments, eventId: tasks.eventId })
    .from(taskAttachments)
    .innerJoin(tasks, eq(tasks.id, taskAttachments.taskId))
    .where(and(eq(taskAttachments.id, attachmentId), eq(tasks.ownerId, ctx.actor.userId)))
    .limit(1);
  if (!row) throw notFound("File not found");
  return row;
}

/** Where the stored file is and how to name it; the route streams it as a download. */
export async function openAttachment(
  ctx: ServiceContext,
  dataDir: string,
  attachmentId: string,
): Promise<{ file: string; name: string; contentType: string }> {
  const { attachment: row } = await findOwnedAttachment(ctx, attachmentId);
  if (!STORED_NAME.test(row.file)) throw notFound("File not found");
  return { file: path.join(attachmentDir(dataDir), row.file), name: row.name, contentType: row.contentType };
}

export async function deleteAttachment(ctx: ServiceContext, dataDir: string, attachmentId: string): Promise<void> {
  const { attachment: row, eventId } = await findOwnedAttachment(ctx, attachmentId);
  await ctx.db.delete(taskAttachments).where(eq(taskAttachments.id, row.id));
  await announce(ctx.db, planningTopic(eventId));
  await removeAttachmentFiles(dataDir, [row.file]);
}

export async function removeAttachmentFiles(dataDir: string, files: string[]): Promise<void> {
  for (const file of files)
    if (STORED_NAME.test(file)) await rm(path.join(attachmentDir(dataDir), file), { force: true });
}
