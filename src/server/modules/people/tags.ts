/**
 * The organiser's tags on an event's people. The guest rows are the rsvp module's, so it writes them under
 * its own locks; here the input is checked and the caller proven to organise the event, in the same
 * transaction as the write.
 */
import {
  ZTagDelete,
  ZTagPeople,
  ZTagRename,
  type TTagDelete,
  type TTagList,
  type TTagPeople,
  type TTagRename,
  type TTagResult,
} from "#shared/people/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { deleteGuestTag, renameGuestTag, tagGuests, untagGuests } from "../rsvp/index.ts";
import { tagCounts } from "./directory.ts";
import { requireOrganisedEvent } from "./membership.ts";

/** One transaction: the organiser's event (404 for anyone else), then `write` on its guest list. */
async function onOrganisedEvent(
  ctx: ServiceContext,
  eventId: string,
  write: (tx: Db, eventId: string) => Promise<number>,
): Promise<TTagResult> {
  return ctx.db.transaction(async (tx) => {
    const event = await requireOrganisedEvent(tx, ctx.actor.userId, eventId);
    return { updated: await write(tx, event.id) };
  });
}

export async function listTags(ctx: ServiceContext, eventId: string): Promise<TTagList> {
  const event = await requireOrganisedEvent(ctx.db, ctx.actor.userId, eventId);
  return { items: await tagCounts(ctx, event.id) };
}

export async function addTag(ctx: ServiceContext, eventId: string, raw: TTagPeople): Promise<TTagResult> {
  const { guestIds, tag } = parseInput(ZTagPeople, raw);
  return onOrganisedEvent(ctx, eventId, (tx, id) => tagGuests(tx, id, guestIds, tag));
}

export async function removeTag(ctx: ServiceContext, eventId: string, raw: TTagPeople): Promise<TTagResult> {
  const { guestIds, tag } = parseInput(ZTagPeople, raw);
  return onOrganisedEvent(ctx, eventId, (tx, id) => untagGuests(tx, id, guestIds, tag));
}

/** Renames a tag everywhere on the event; where a person already has `to`, the two merge into one. */
export async function renameTag(ctx: ServiceContext, eventId: string, raw: TTagRename): Promise<TTagResult> {
  const { from, to } = parseInput(ZTagRename, raw);
  return onOrganisedEvent(ctx, eventId, (tx, id) => renameGuestTag(tx, id, from, to));
}

/** Removes a tag from everyone on the event. */
export async function deleteTag(ctx: ServiceContext, eventId: string, raw: TTagDelete): Promise<TTagResult> {
  const { tag } = parseInput(ZTagDelete, raw);
  return onOrganisedEvent(ctx, eventId, (tx, id) => deleteGuestTag(tx, id, tag));
}
