/** The ticket shop's link preview: the event, when and where; never anything about a buyer. */
import type { Db } from "../../db/client.ts";
import type { PageMetaResolvers } from "../../page-meta.ts";
import { eventLinkPreview } from "../events/index.ts";
import { eventIdByShopToken } from "./public.ts";

export function ticketPageMetaResolvers(db: Db): PageMetaResolvers {
  return {
    "ticket-shop": async (params) =>
      eventLinkPreview(db, await eventIdByShopToken(db, params.token ?? ""), "Get your tickets"),
  };
}
