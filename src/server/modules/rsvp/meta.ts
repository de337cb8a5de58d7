/**
 * Link previews of the guest pages: an invitation pasted into a messenger shows the event, when and
 * where, and its cover. A preview never counts as the guest opening their link, and never names the
 * guest (the preview is seen by whoever the link is shown to).
 */
import type { Db } from "../../db/client.ts";
import type { PageMetaResolvers } from "../../page-meta.ts";
import { eventLinkPreview as eventMeta } from "../events/index.ts";
import { eventIdByInvitationToken, eventIdByOpenLinkToken } from "./answers.ts";

export function rsvpPageMetaResolvers(db: Db): PageMetaResolvers {
  return {
    invitation: async (params) =>
      eventMeta(db, await eventIdByInvitationToken(db, params.token ?? ""), "You're invited"),
    "public-rsvp": async (params) =>
      eventMeta(db, await eventIdByOpenLinkToken(db, params.token ?? ""), "Let the organiser know if you can come"),
  };
}
