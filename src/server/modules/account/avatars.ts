/**
 * Avatar images: checked by their bytes (plugins/uploads.ts), re-encoded as a 256 px
 * WebP (orientation applied, metadata such as GPS stripped), and stored under DATA_DIR/uploads/avatars.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { accountContract } from "#shared/account/contract.ts";
import { assertImage, convertImage, IMAGE_FORMATS_TEXT } from "../../plugins/uploads.ts";

const AVATAR_SIZE = 256;
/** Where avatars are served: the contract's avatar path without its file name (`/api/avatars/`). */
export const AVATAR_URL_PREFIX = accountContract.avatar.path.replace(/:name$/, "");

export function avatarDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "avatars");
}

const AVATAR_FORMAT_MESSAGE = `The avatar must be ${IMAGE_FORMATS_TEXT}.`;

/** `file` is the uploaded file's temporary path. */
export async function storeAvatar(dataDir: string, userId: string, file: string): Promise<string> {
  await assertImage(file, "avatar", AVATAR_FORMAT_MESSAGE);
  const image = await convertImage(file, "avatar", AVATAR_FORMAT_MESSAGE, (input) =>
    input.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 82 }),
  );
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  // The file name is unguessable so an avatar URL reveals nothing about who else has one.
  const name = `${userId.replace(/[^A-Za-z0-9_-]/g, "")}-${randomBytes(16).toString("hex")}.webp`;
  await writeFile(path.join(dir, name), image);
  return `${AVATAR_URL_PREFIX}${name}`;
}

export async function removeAvatarFile(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = path.basename(url.slice(AVATAR_URL_PREFIX.length));
  await rm(path.join(avatarDir(dataDir), name), { force: true });
}

export const AVATAR_NAME_RE = /^[A-Za-z0-9_-]+-[0-9a-f]{32}\.webp$/;
