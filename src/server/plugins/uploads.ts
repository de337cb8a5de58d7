/**
 * File uploads shared by every feature that takes one (avatars, event covers): refuse an oversized
 * body before reading it, stream the one file to a temporary file (never buffering it whole), and
 * check images by their bytes rather than their name or declared type.
 *
 * @fastify/multipart's size limit alone does not refuse: it truncates the file and carries on, so the
 * limit is checked three times (Content-Length up front, the stream's `limit` event, the truncated flag).
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import sharp from "sharp";
import { AppError, notFound } from "#shared/errors.ts";

export interface UploadRule {
  /** The form field the file comes in; field errors are reported under it. */
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/** Multipart framing around the file: headers, boundary, a few small fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function tooLarge(rule: UploadRule): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", rule.tooLargeMessage, { fields: { [rule.field]: rule.tooLargeMessage } });
}

/** An onRequest hook: an honest client announcing too many bytes is refused before it sends them. */
export function refuseOversizedUpload(rule: UploadRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > rule.maxBytes + MULTIPART_OVERHEAD_BYTES) {
      reply.header("connection", "close");
      throw tooLarge(rule);
    }
  };
}

/**
 * Streams the request's file into `tmpDir` and returns the temporary path; the caller removes it
 * (see withUpload). A file over the limit is refused with 413 and its partial copy deleted.
 */
async function receiveUpload(request: FastifyRequest, reply: FastifyReply, rule: UploadRule, tmpDir: string): Promise<string> {
  const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  if (!file) throw new AppError("VALIDATION_ERROR", rule.missingMessage, { fields: { [rule.field]: rule.missingMessage } });
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `upload-${randomBytes(16).toString("hex")}`);
  let overLimit = false;
  file.file.on("limit", () => {
    overLimit = true;
    // Stop reading at once; the rest of the body is not wanted.
    file.file.destroy(new Error("upload over the limit"));
  });
  try {
    await pipeline(file.file, createWriteStream(tmp));
  } catch (error) {
    await rm(tmp, { force: true });
    if (overLimit) {
      reply.header("connection", "close");
      throw tooLarge(rule);
    }
    throw error;
  }
  if (overLimit || file.file.truncated) {
    await rm(tmp, { force: true });
    reply.header("connection", "close");
    throw tooLarge(rule);
  }
  return tmp;
}

/** Receives the upload, hands its temporary path to `use`, and removes the file whatever happens. */
export async function withUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: UploadRule,
  tmpDir: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const file = await receiveUpload(request, reply, rule, tmpDir);
  try {
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}

export function uploadTmpDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "tmp");
}

const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
export const IMAGE_FORMATS_TEXT = "a JPEG, PNG, WebP or GIF image";

/** Throws a field error unless the file's bytes are an image we accept. */
export async function assertImage(file: string, field: string, message: string): Promise<void> {
  let format: string | undefined;
  try {
    format = (await sharp(file).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new AppError("VALIDATION_ERROR", message, { fields: { [field]: message } });
}

/** Sends a stored WebP that never changes under its name, or 404. */
export async function sendStoredImage(reply: FastifyReply, file: string, notFoundMessage: string): Promise<FastifyReply> {
  try {
    await stat(file);
  } catch {
    throw notFound(notFoundMessage);
  }
  reply.header("content-type", "image/webp").header("cache-control", "public, max-age=31536000, immutable");
  return reply.send(createReadStream(file));
}
