/**
 * Link previews of the guest pages: an invitation pasted into a messenger shows the event, when and
 * where, and its cover. A preview never counts as the guest opening their link, and never names the
 * guest (the preview is seen by whoever the link is shown to).
 */
import { formatEventRange } from "#shared/zoned-time.ts";
import type { Db } from "../../db/client.ts";
import type { PageMeta, PageMetaResolvers } from "../../page-meta.ts";
import { placeLine, publicEventFacts } from "../events/index.ts";
import { eventIdByInvitationToken } from "./answers.ts";
import { settingsByPublicToken } from "./settings.ts";

async function eventMeta(db: Db, eventId: string | null, lead: string): Promise<PageMeta | null> {
  const facts = eventId ? await publicEventFacts(db, eventId) : null;
  if (!facts) return null;
  const when = `${formatEventRange(facts.startAt, facts.endAt, facts.timeZone, "en-US")} (${facts.timeZone})`;
  const description = [lead, when, placeLine(facts)].filter(Boolean).join(" · ");
  return { title: facts.status === "cancelled" ? `Cancelled: ${facts.name}` : facts.name, description, image: facts.coverUrl, noindex: true };
}

export function rsvpPageMetaResolvers(db: Db): PageMetaResolvers {
  return {
    invitation: async (params) => eventMeta(db, await eventIdByInvitationToken(db, params.token ?? ""), "You're invited"),
    "public-rsvp": async (params) => eventMeta(db, (await settingsByPublicToken(db, params.token ?? ""))?.eventId ?? null, "Let the organiser know if you can come"),
  };
}
