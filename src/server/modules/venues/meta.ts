/** The link preview of /shared-venue/:token: the venue's name, where it is and how many it holds. */
import type { Db } from "../../db/client.ts";
import type { PageMetaResolvers } from "../../page-meta.ts";
import { publicVenue } from "./service.ts";

export function venuePageMetaResolvers(db: Db): PageMetaResolvers {
  return {
    "shared-venue": async (params) => {
      const venue = await publicVenue(db, params.shareToken ?? "");
      const place = [venue.address, venue.city, venue.country]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", ");
      const capacity = venue.capacity === null ? null : `Up to ${venue.capacity.toLocaleString("en-US")} people`;
      const description = [place ? `Venue in ${place}` : "Venue", capacity, venue.amenities.join(", ") || null]
        .filter(Boolean)
        .join(" · ");
      return { title: venue.name, description };
    },
  };
}
