/**
 * The people feature's HTTP endpoints (src/shared/contract.ts): the events a person belongs to, their own
 * profile, an event's directory and an organiser's tags on its guests. The directory and its filters show
 * only what each person chose to share with the viewer; the service answers 404 for an event the caller is
 * not a member of.
 */
import { defineContract } from "../contract.ts";
import { ZEventId } from "../route-params.ts";
import {
  ZMemberEventList,
  ZMyProfile,
  ZPeopleFacets,
  ZPeoplePage,
  ZPeopleQuery,
  ZProfileInput,
  ZTagDelete,
  ZTagList,
  ZTagPeople,
  ZTagRename,
  ZTagResult,
} from "./schemas.ts";

export const peopleContract = defineContract(
  "people",
  {
    memberEvents: {
      method: "GET",
      path: "/api/community/events",
      summary: "The events I organise or am a verified guest of (the community pages' event picker)",
      access: "user",
      response: ZMemberEventList,
    },
    profile: {
      method: "GET",
      path: "/api/profile",
      summary: "My directory profile and who sees each of its fields",
      access: "user",
      response: ZMyProfile,
    },
    saveProfile: {
      method: "PUT",
      path: "/api/profile",
      summary: "Change my directory profile (fields not sent stay as they are)",
      access: "user",
      body: ZProfileInput,
      response: ZMyProfile,
    },
    uploadThenPhoto: {
      method: "POST",
      path: "/api/profile/then-photo",
      summary: "Upload my photo from back then (an image of at most 2 MB)",
      access: "user",
      upload: { field: "photo" },
      response: ZMyProfile,
    },
    removeThenPhoto: {
      method: "DELETE",
      path: "/api/profile/then-photo",
      summary: "Remove my photo from back then",
      access: "user",
      response: ZMyProfile,
    },
    list: {
      method: "GET",
      path: "/api/events/:eventId/people",
      summary: "An event's people as the viewer may see them, searched, filtered and paged",
      access: "member",
      params: ZEventId,
      query: ZPeopleQuery,
      response: ZPeoplePage,
    },
    facets: {
      method: "GET",
      path: "/api/events/:eventId/people/facets",
      summary: "The counts behind the directory's filters: groups, answers and (organisers) tags",
      access: "member",
      // The filter panel's numbers: the search-and-filters part of the directory.
      feature: "search-filters",
      params: ZEventId,
      response: ZPeopleFacets,
    },
    tags: {
      method: "GET",
      path: "/api/events/:eventId/tags",
      summary: "The organiser's tags on an event's guests, with how many carry each",
      access: "owner",
      params: ZEventId,
      response: ZTagList,
    },
    tag: {
      method: "POST",
      path: "/api/events/:eventId/tags",
      summary: "Give guests a tag (once per guest, in any case)",
      access: "owner",
      params: ZEventId,
      body: ZTagPeople,
      response: ZTagResult,
    },
    untag: {
      method: "POST",
      path: "/api/events/:eventId/tags/remove",
      summary: "Take a tag off some guests",
      access: "owner",
      params: ZEventId,
      body: ZTagPeople,
      response: ZTagResult,
    },
    renameTag: {
      method: "POST",
      path: "/api/events/:eventId/tags/rename",
      summary: "Rename a tag, merging it into one that exists",
      access: "owner",
      params: ZEventId,
      body: ZTagRename,
      response: ZTagResult,
    },
    deleteTag: {
      method: "POST",
      path: "/api/events/:eventId/tags/delete",
      summary: "Take a tag off every guest of the event",
      access: "owner",
      params: ZEventId,
      body: ZTagDelete,
      response: ZTagResult,
    },
  },
  // A guest keeps a directory profile for the events of a host whose plan includes the directory.
  { feature: "directory-profiles", planOf: "event" },
);
