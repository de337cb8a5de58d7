/**
 * The venues feature's HTTP endpoints (src/shared/contract.ts). A venue belongs to its owner (someone else's
 * answers 404); a share link shows its public details to anyone who has it. The booking calendar
 * (GET /api/bookings) is declared in the events contract: it reads events and activities.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZToken } from "../route-params.ts";
import { ZPublicVenue, ZVenue, ZVenueInput, ZVenueList, ZVenueListQuery } from "./schemas.ts";

const ZVenueId = z.object({ venueId: z.string().min(1).max(100) });

export const venuesContract = defineContract(
  "venues",
  {
    list: {
      method: "GET",
      path: "/api/venues",
      summary: "My venues, searched, filtered by city and capacity, and paged",
      access: "user",
      eventScope: "account",
      forAccount: true,
      query: ZVenueListQuery,
      response: ZVenueList,
    },
    create: {
      method: "POST",
      path: "/api/venues",
      summary: "Add a venue",
      access: "user",
      eventScope: "account",
      forAccount: true,
      body: ZVenueInput,
      response: ZVenue,
      status: 201,
    },
    get: {
      method: "GET",
      path: "/api/venues/:venueId",
      summary: "One venue",
      access: "owner",
      eventScope: "account",
      params: ZVenueId,
      response: ZVenue,
    },
    update: {
      method: "PUT",
      path: "/api/venues/:venueId",
      summary: "Edit a venue",
      access: "owner",
      eventScope: "account",
      params: ZVenueId,
      body: ZVenueInput,
      response: ZVenue,
    },
    remove: {
      method: "DELETE",
      path: "/api/venues/:venueId",
      summary: "Delete a venue (events and activities held there lose it)",
      access: "owner",
      eventScope: "account",
      params: ZVenueId,
      response: ZDeleted,
    },
    share: {
      method: "POST",
      path: "/api/venues/:venueId/share",
      summary: "Make a new share link for a venue (the previous one stops working)",
      access: "owner",
      eventScope: "account",
      params: ZVenueId,
      response: ZVenue,
    },
    unshare: {
      method: "DELETE",
      path: "/api/venues/:venueId/share",
      summary: "Stop sharing a venue",
      access: "owner",
      eventScope: "account",
      params: ZVenueId,
      response: ZVenue,
    },
    shared: {
      method: "GET",
      path: "/api/public/venues/:token",
      summary: "A venue shared by link: its public details",
      access: "link",
      params: ZToken,
      response: ZPublicVenue,
    },
  },
  { feature: "venues" },
);
