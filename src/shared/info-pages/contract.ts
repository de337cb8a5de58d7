/**
 * The information pages' HTTP endpoints (src/shared/contract.ts). A page belongs to an event of its owner;
 * its secret link shows the published page (view) or the draft (preview) to anyone who has it.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZToken } from "../route-params.ts";
import {
  ZInfoPage,
  ZInfoPageDraft,
  ZInfoPageInput,
  ZInfoPageList,
  ZInfoPageListQuery,
  ZPublicInfoPage,
} from "./schemas.ts";

const ZPageId = z.object({ pageId: z.string().min(1).max(100) });

export const infoPagesContract = defineContract(
  "info-pages",
  {
    list: {
      method: "GET",
      path: "/api/info-pages",
      summary: "My information pages, searched, filtered and paged",
      access: "user",
      eventScope: "events",
      forAccount: true,
      query: ZInfoPageListQuery,
      response: ZInfoPageList,
    },
    create: {
      method: "POST",
      path: "/api/info-pages",
      summary: "Create an information page for an event (a draft, with a share link)",
      access: "owner",
      eventScope: { body: "eventId" },
      body: ZInfoPageInput,
      response: ZInfoPage,
      status: 201,
    },
    get: {
      method: "GET",
      path: "/api/info-pages/:pageId",
      summary: "One information page with its draft sections",
      access: "owner",
      eventScope: { record: "infoPage" },
      params: ZPageId,
      response: ZInfoPage,
    },
    save: {
      method: "PUT",
      path: "/api/info-pages/:pageId",
      summary: "Save a page's draft (the published view changes only when published again)",
      access: "owner",
      eventScope: { record: "infoPage" },
      params: ZPageId,
      body: ZInfoPageDraft,
      response: ZInfoPage,
    },
    remove: {
      method: "DELETE",
      path: "/api/info-pages/:pageId",
      summary: "Delete an information page; its link stops working",
      access: "owner",
      eventScope: { record: "infoPage" },
      params: ZPageId,
      response: ZDeleted,
    },
    publish: {
      method: "POST",
      path: "/api/info-pages/:pageId/publish",
      summary: "Publish the draft as the page's view",
      access: "owner",
      eventScope: { record: "infoPage" },
      params: ZPageId,
      response: ZInfoPage,
    },
    unpublish: {
      method: "POST",
      path: "/api/info-pages/:pageId/unpublish",
      summary: "Take the view down, keeping the draft and its preview",
      access: "owner",
      eventScope: { record: "infoPage" },
      params: ZPageId,
      response: ZInfoPage,
    },
    regenerateLink: {
      method: "POST",
      path: "/api/info-pages/:pageId/share",
      summary: "Give the page a new share link; the previous one stops working",
      access: "owner",
      eventScope: { record: "infoPage" },
      params: ZPageId,
      response: ZInfoPage,
    },
    revokeLink: {
      method: "DELETE",
      path: "/api/info-pages/:pageId/share",
      summary: "Remove the page's share link (view and preview)",
      access: "owner",
      eventScope: { record: "infoPage" },
      params: ZPageId,
      response: ZInfoPage,
    },
    publicView: {
      method: "GET",
      path: "/api/public/info-pages/:token",
      summary: "The published page, for anyone with its link, signed in or not",
      access: "link",
      params: ZToken,
      response: ZPublicInfoPage,
    },
    publicPreview: {
      method: "GET",
      path: "/api/public/info-pages/:token/preview",
      summary: "The page's current draft, for anyone with its link (not indexed, not cached)",
      access: "link",
      params: ZToken,
      response: ZPublicInfoPage,
    },
  },
  // Information pages are part of planning an event, on every plan.
  { feature: "events" },
);
