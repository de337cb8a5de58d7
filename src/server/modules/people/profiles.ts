/**
 * My profile: what I share with the people of my events, and who may see each field. The name and photo
 * stay the account's (users.name, users.image; the photo is uploaded in the account settings), so this
 * module never stores a second copy of either.
 */
import { eq, sql } from "drizzle-orm";
import {
  PROFILE_FIELDS,
  resolvedVisibility,
  ZProfileInput,
  type TMyProfile,
  type TProfileInput,
} from "#shared/people/schemas.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertImage, convertImage, IMAGE_FORMATS_TEXT } from "../../plugins/uploads.ts";
import { AVATAR_URL_PREFIX, avatarDir, removeAvatarFile, users } from "../account/index.ts";
import { profiles } from "./tables.ts";

/** The profile's own fields, as every read of a person selects them (null when no profile was saved). */
export const profileColumns = {
  bio: profiles.bio,
  location: profiles.location,
  thenPhoto: profiles.thenPhoto,
  phone: profiles.phone,
  contactEmail: profiles.contactEmail,
  links: profiles.links,
  visibility: profiles.visibility,
};

/** A user's account name and photo with their profile (fields empty when they never saved one). */
export async function readUserProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      image: users.image,
      ...profileColumns,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function getMyProfile(ctx: ServiceContext): Promise<TMyProfile> {
  const row = await readUserProfile(ctx.db, ctx.actor.userId);
  if (!row) throw notFound("Account not found");
  return {
    userId: row.userId,
    name: row.name,
    photo: row.image,
    thenPhoto: row.thenPhoto,
    bio: row.bio ?? "",
    location: row.location ?? "",
    phone: row.phone ?? "",
    contactEmail: row.contactEmail ?? "",
    links: row.links ?? [],
    visibility: resolvedVisibility(row.visibility),
  };
}

/** Saves the fields given (the rest keep their values); visibility choices merge into the saved ones. */
export async function saveMyProfile(ctx: ServiceContext, raw: TProfileInput): Promise<TMyProfile> {
  const input = parseInput(ZProfileInput, raw);
  const { visibility, ...fields } = input;
  const now = new Date();
  // Only known fields reach the stored map (the schema refuses others), in a stable order.
  const chosen = Object.fromEntries(PROFILE_FIELDS.filter((f) => visibility?.[f]).map((f) => [f, visibility![f]]));
  await ctx.db
    .insert(profiles)
    .values({ userId: ctx.actor.userId, ...fields, visibility: chosen, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: {
        ...fields,
        updatedAt: now,
        ...(visibility ? { visibility: sql`${profiles.visibility} || excluded.visibility` } : {}),
      },
    });
  return getMyProfile(ctx);
}

const THEN_PHOTO_SIZE = 640;
const THEN_PHOTO_FORMAT_MESSAGE = `The photo must be ${IMAGE_FORMATS_TEXT}.`;

/**
 * Checks and re-encodes the upload (orientation applied, metadata such as GPS stripped) beside the
 * avatars, so the avatars' route serves it under an unguessable name; kept whole rather than cropped square.
 */
async function storeThenPhoto(dataDir: string, userId: string, file: string): Promise<string> {
  await assertImage(file, "photo", THEN_PHOTO_FORMAT_MESSAGE);
  const image = await convertImage(file, "photo", THEN_PHOTO_FORMAT_MESSAGE, (input) =>
    input
      .rotate()
      .resize(THEN_PHOTO_SIZE, THEN_PHOTO_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 }),
  );
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${userId.replace(/[^A-Za-z0-9_-]/g, "")}-${randomBytes(16).toString("hex")}.webp`;
  await writeFile(path.join(dir, name), image);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/**
 * Replaces (or with null removes) the photo from back then; the previous file goes once the row points
 * elsewhere.
 */
export async function changeThenPhoto(ctx: ServiceContext, dataDir: string, file: string | null): Promise<TMyProfile> {
  const url = file ? await storeThenPhoto(dataDir, ctx.actor.userId, file) : null;
  const [before] = await ctx.db
    .select({ thenPhoto: profiles.thenPhoto })
    .from(profiles)
    .where(eq(profiles.userId, ctx.actor.userId));
  const now = new Date();
  await ctx.db
    .insert(profiles)
    .values({ userId: ctx.actor.userId, thenPhoto: url, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { thenPhoto: url, updatedAt: now } });
  if (before?.thenPhoto && before.thenPhoto !== url) await removeAvatarFile(dataDir, before.thenPhoto);
  return getMyProfile(ctx);
}
