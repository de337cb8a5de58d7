/**
 * File uploads shared by every feature that takes one (avatars, event covers): refuse an oversized
 * body before reading it, stream the one file to a temporary file (never buffering it whole), and
 * check images by their bytes rather than their name or declared type. The client's file name and
 * content type are never used: stored files get names the server makes.
 *
 * @fastify/multipart's size limit alone does not refuse: it truncates the file and carries on, so the
 * limit is checked three times (Content-Length up front, the stream's `limit` event, the truncated flag).
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { AppError, fieldError, notFound } from "#shared/errors.ts";

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
  return fieldError("PAYLOAD_TOO_LARGE", rule.field, rule.tooLargeMessage);
}

/** The rest of the body is not wanted: stop pulling it now (not on a later tick) and close the connection. */
function stopReading(request: FastifyRequest, reply: FastifyReply): void {
  request.raw.unpipe();
  request.raw.pause();
  reply.header("connection", "close");
}

/** A destroyed write stream may still be opening its file: wait for it to let go before deleting. */
async function closed(stream: WriteStream): Promise<void> {
  if (!stream.closed) await once(stream, "close").catch(() => undefined);
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
async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: UploadRule,
  tmpDir: string,
): Promise<string> {
  // Without this, a JSON or form body gets multipart's bare 406 instead of an error on the field.
  if (!request.isMultipart()) throw fieldError("VALIDATION_ERROR", rule.field, rule.missingMessage);
  const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  if (!file) throw fieldError("VALIDATION_ERROR", rule.field, rule.missingMessage);
  if (file.fieldname !== rule.field) {
    stopReading(request, reply);
    file.file.destroy();
    throw fieldError("VALIDATION_ERROR", rule.field, rule.missingMessage);
  }
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `upload-${randomBytes(16).toString("hex")}`);
  let overLimit = false;
  file.file.on("limit", () => {
    overLimit = true;
    // Destroying the file stream alone lets an already flowing body be drained to its end first.
    stopReading(request, reply);
    file.file.destroy(new Error("upload over the limit"));
  });
  const out = createWriteStream(tmp, { flags: "wx" });
  try {
    await pipeline(file.file, out);
  } catch (error) {
    await closed(out);
    await rm(tmp, { force: true });
    if (overLimit) throw tooLarge(rule);
    throw error;
  }
  if (overLimit || file.file.truncated) {
    await rm(tmp, { force: true });
    stopReading(request, reply);
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

/**
 * Above the full-resolution modes of phone cameras (48 and 50 MP); a larger canvas is refused from its
 * header. A few KB of PNG can declare gigapixels, and decoding one would take the process down.
 */
const MAX_IMAGE_PIXELS = 50_000_000;
const MAX_IMAGE_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

/** Every sharp call that decodes an uploaded file uses these (see uploadedImage). */
const UPLOADED_IMAGE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, animated: false } as const satisfies SharpOptions;

/** An uploaded file opened for decoding, under the shared pixel limit and first frame only. */
function uploadedImage(file: string): Sharp {
  return sharp(file, UPLOADED_IMAGE_OPTIONS);
}

export const IMAGE_FORMATS_TEXT = "a JPEG, PNG, WebP or GIF image";

/** Leading bytes of each format we take, so no other libvips loader (SVG, PDF, TIFF, HEIF...) ever parses an upload. */
const SIGNATURES: ReadonlyArray<readonly [format: string, matches: (head: Buffer) => boolean]> = [
  ["jpeg", (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff],
  ["png", (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ["gif", (head) => ["GIF87a", "GIF89a"].includes(head.toString("latin1", 0, 6))],
  ["webp", (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP"],
];

async function signatureFormat(file: string): Promise<string | undefined> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    const head = buffer.subarray(0, bytesRead);
    return SIGNATURES.find(([, matches]) => matches(head))?.[0];
  } finally {
    await handle.close();
  }
}

/**
 * Throws a field error unless the file's bytes are an image we accept, of at most MAX_IMAGE_PIXELS.
 * `message` names the accepted formats; the pixel limit has its own message.
 */
export async function assertImage(file: string, field: string, message: string): Promise<void> {
  const format = await signatureFormat(file);
  if (!format) throw fieldError("VALIDATION_ERROR", field, message);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only, nothing decoded: the limit is off here so an oversized canvas is told apart from a
    // broken file and refused with its own message.
    const meta = await sharp(file, { ...UPLOADED_IMAGE_OPTIONS, limitInputPixels: false }).metadata();
    if (meta.format !== format) throw new Error("format differs from the signature");
    ({ width, height } = meta);
  } catch {
    throw fieldError("VALIDATION_ERROR", field, message);
  }
  if (!width || !height) throw fieldError("VALIDATION_ERROR", field, message);
  if (width * height > MAX_IMAGE_PIXELS)
    throw fieldError("VALIDATION_ERROR", field, `The ${field} must be at most ${MAX_IMAGE_MEGAPIXELS} megapixels.`);
}

/**
 * Decodes an accepted upload and encodes it anew with `build`. A file whose header was fine but whose
 * data is not (cut short, corrupt) is the sender's error: a field error, not a 500.
 */
export async function convertImage(
  file: string,
  field: string,
  message: string,
  build: (image: Sharp) => Sharp,
): Promise<Buffer> {
  try {
    return await build(uploadedImage(file)).toBuffer();
  } catch {
    throw fieldError("VALIDATION_ERROR", field, message);
  }
}

/**
 * Sends a stored WebP that never changes under its name, or 404 for any name that is not one of ours
 * (so a crafted name never reaches the file system outside `dir`).
 */
export async function sendStoredImage(
  reply: FastifyReply,
  dir: string,
  name: string,
  pattern: RegExp,
  notFoundMessage: string,
): Promise<FastifyReply> {
  if (!pattern.test(name) || path.basename(name) !== name) throw notFound(notFoundMessage);
  let handle;
  try {
    handle = await open(path.join(dir, name), "r");
  } catch {
    throw notFound(notFoundMessage);
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    throw notFound(notFoundMessage);
  }
  reply
    .header("content-type", "image/webp")
    .header("content-length", stats.size)
    .header("x-content-type-options", "nosniff")
    // The name matched `pattern` (letters, digits, - and _), so it needs no quoting or encoding.
    .header("content-disposition", `inline; filename="${name}"`)
    .header("cache-control", "public, max-age=31536000, immutable");
  return reply.send(handle.createReadStream());
}
