/**
 * Event cover images: checked by their bytes, then stored as two WebP sizes (a 16:9 cover and a
 * thumbnail for lists) under DATA_DIR/uploads/covers with an unguessable name, orientation applied and
 * metadata (GPS!) stripped. Public pages show covers, so the files are served without a session.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { assertImage, convertImage, IMAGE_FORMATS_TEXT } from "../../plugins/uploads.ts";

const SIZES = {
  large: { width: 1600, height: 900 },
  thumb: { width: 480, height: 270 },
} as const;
type CoverSize = keyof typeof SIZES;

const COVER_URL_PREFIX = "/api/event-covers/";
export const COVER_FILE_RE = /^[0-9a-f]{32}-(?:large|thumb)\.webp$/;
const COVER_FORMAT_MESSAGE = `The cover must be ${IMAGE_FORMATS_TEXT}.`;
const KEY_RE = /^[0-9a-f]{32}$/;

export function coverDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "covers");
}

const fileName = (key: string, size: CoverSize) => `${key}-${size}.webp`;

export function coverUrls(key: string | null): { coverUrl: string | null; coverThumbUrl: string | null } {
  if (!key || !KEY_RE.test(key)) return { coverUrl: null, coverThumbUrl: null };
  return {
    coverUrl: `${COVER_URL_PREFIX}${fileName(key, "large")}`,
    coverThumbUrl: `${COVER_URL_PREFIX}${fileName(key, "thumb")}`,
  };
}

/** Stores both sizes of the uploaded image at `file` and returns the new cover's key. */
export async function storeCover(dataDir: string, file: string): Promise<string> {
  await assertImage(file, "cover", COVER_FORMAT_MESSAGE);
  // Both sizes are made before anything is written: a file that fails to decode leaves no half cover.
  const images: Array<[CoverSize, Buffer]> = [];
  for (const [size, { width, height }] of Object.entries(SIZES) as Array<
    [CoverSize, { width: number; height: number }]
  >) {
    const image = await convertImage(file, "cover", COVER_FORMAT_MESSAGE, (input) =>
      input
        .rotate()
        // "attention" keeps faces and the busiest part of a photo in the crop.
        .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
        .webp({ quality: 80 }),
    );
    images.push([size, image]);
  }
  const key = randomBytes(16).toString("hex");
  const dir = coverDir(dataDir);
  await mkdir(dir, { recursive: true });
  try {
    for (const [size, image] of images) await writeFile(path.join(dir, fileName(key, size)), image);
  } catch (error) {
    await removeCover(dataDir, key);
    throw error;
  }
  return key;
}

export async function removeCover(dataDir: string, key: string | null): Promise<void> {
  if (!key || !KEY_RE.test(key)) return;
  await Promise.all(
    (Object.keys(SIZES) as CoverSize[]).map((size) =>
      rm(path.join(coverDir(dataDir), fileName(key, size)), { force: true }),
    ),
  );
}

/** A duplicated event gets its own copy, so removing one event's cover leaves the other's alone. */
export async function copyCover(dataDir: string, key: string | null): Promise<string | null> {
  if (!key || !KEY_RE.test(key)) return null;
  const copy = randomBytes(16).toString("hex");
  try {
    for (const size of Object.keys(SIZES) as CoverSize[]) {
      await copyFile(
        path.join(coverDir(dataDir), fileName(key, size)),
        path.join(coverDir(dataDir), fileName(copy, size)),
      );
    }
  } catch {
    // The original's files are gone (removed by hand, say): the copy simply has no cover.
    await removeCover(dataDir, copy);
    return null;
  }
  return copy;
}
