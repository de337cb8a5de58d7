import { z } from "zod";

/** Who may see a profile field: the people of my events, only their organisers, or only me. */
export const PROFILE_AUDIENCES = ["members", "organisers", "me"] as const;
export const ZProfileAudience = z.enum(PROFILE_AUDIENCES);
export type TProfileAudience = z.infer<typeof ZProfileAudience>;

export const PROFILE_FIELDS = ["photo", "bio", "location", "thenPhoto", "phone", "email", "links"] as const;
export const ZProfileField = z.enum(PROFILE_FIELDS);
export type TProfileField = z.infer<typeof ZProfileField>;

export const ZProfileVisibility = z.partialRecord(ZProfileField, ZProfileAudience);
export type TProfileVisibility = z.infer<typeof ZProfileVisibility>;

export const ZProfileLink = z.strictObject({
  label: z.string().trim().min(1, "Give the link a label").max(40, "Keep the label under 40 characters"),
  url: z.url({ protocol: /^https?$/, message: "Enter a web address starting with http:// or https://" }).max(500),
});
export type TProfileLink = z.infer<typeof ZProfileLink>;

export const EVENT_ROLES = ["organiser", "attendee"] as const;
export type TEventRole = (typeof EVENT_ROLES)[number];

/** An event the signed-in person belongs to (organises, or is on its guest list by verified email). */
export const ZMemberEvent = z.object({
  id: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  status: z.string(),
  role: z.enum(EVENT_ROLES),
  /** The event type's words ("Class Year", "Classmate"). */
  groupTerm: z.string(),
  memberTerm: z.string(),
});
export type TMemberEvent = z.infer<typeof ZMemberEvent>;
export const ZMemberEventList = z.object({ items: z.array(ZMemberEvent) });

/** Who sees a field the person never chose for: contact details only the organisers, the rest everyone. */
export const PROFILE_DEFAULT_VISIBILITY: Record<TProfileField, TProfileAudience> = {
  photo: "members",
  bio: "members",
  location: "members",
  thenPhoto: "members",
  links: "members",
  phone: "organisers",
  email: "organisers",
};

export const PROFILE_AUDIENCE_LABELS: Record<TProfileAudience, string> = {
  members: "People at my events",
  organisers: "Organisers only",
  me: "Only me",
};

export const PROFILE_FIELD_LABELS: Record<TProfileField, string> = {
  photo: "Photo",
  bio: "About me",
  location: "Location",
  thenPhoto: "Photo from back then",
  phone: "Phone",
  email: "Contact email",
  links: "Links",
};

export const PROFILE_BIO_MAX = 1000;
const PROFILE_LOCATION_MAX = 120;
const PROFILE_PHONE_MAX = 40;
export const PROFILE_LINKS_MAX = 5;

const profileText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `Keep ${label.toLowerCase()} under ${max} characters`);

/** My profile as I save it; a field left out keeps its saved value. */
export const ZProfileInput = z.strictObject({
  bio: profileText("About me", PROFILE_BIO_MAX).optional(),
  location: profileText("Location", PROFILE_LOCATION_MAX).optional(),
  phone: profileText("Phone", PROFILE_PHONE_MAX).optional(),
  contactEmail: z
    .string({ error: "Contact email must be text" })
    .trim()
    .max(254, "Contact email is too long")
    .pipe(z.union([z.literal(""), z.email("Enter a valid email address")]))
    .optional(),
  links: z
    .array(ZProfileLink, { error: "Links must be a list" })
    .max(PROFILE_LINKS_MAX, `At most ${PROFILE_LINKS_MAX} links`)
    .optional(),
  visibility: ZProfileVisibility.optional(),
});
export type TProfileInput = z.input<typeof ZProfileInput>;

/** My own profile: everything, with who may see each field (defaults filled in). */
export const ZMyProfile = z.object({
  userId: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  thenPhoto: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  phone: z.string(),
  contactEmail: z.string(),
  links: z.array(ZProfileLink),
  visibility: z.record(ZProfileField, ZProfileAudience),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/** The profile fields a viewer may see; a hidden field is absent, never null or empty. */
export const ZVisibleProfile = z.object({
  photo: z.string().nullable().optional(),
  thenPhoto: z.string().nullable().optional(),
  bio: z.string().optional(),
  location: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  links: z.array(ZProfileLink).optional(),
});
export type TVisibleProfile = z.infer<typeof ZVisibleProfile>;

const PEOPLE_PAGE_MAX = 100;
const PEOPLE_PAGE_DEFAULT = 24;
export const PEOPLE_STATUSES = ["pending", "yes", "no", "maybe"] as const;
export type TPeopleStatus = (typeof PEOPLE_STATUSES)[number];

const queryText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

export const ZPeopleQuery = z.strictObject({
  q: queryText("Search", 200),
  group: queryText("Group", 100),
  status: z.enum(PEOPLE_STATUSES, { error: "Status must be pending, yes, no or maybe" }).optional(),
  /** Organisers only: an attendee's tag filter is refused. */
  tag: queryText("Tag", 40),
  location: queryText("Location", PROFILE_LOCATION_MAX),
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page starts at 1")
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: "Page size must be a number" })
    .int("Page size must be a whole number")
    .min(1, "Page size must be at least 1")
    .max(PEOPLE_PAGE_MAX, `Page size must be at most ${PEOPLE_PAGE_MAX}`)
    .default(PEOPLE_PAGE_DEFAULT),
});
export type TPeopleQuery = z.input<typeof ZPeopleQuery>;

/** One person on an event's guest list, as the viewer may see them. */
export const ZPerson = z.object({
  guestId: z.string(),
  name: z.string(),
  group: z.string(),
  status: z.enum(PEOPLE_STATUSES),
  /** Said yes, but the event is full: on the waiting list, not (yet) attending. */
  waitlisted: z.boolean(),
  /** The account holding this guest place (verified address): who to message. Null when unclaimed. */
  userId: z.string().nullable(),
  isMe: z.boolean(),
  profile: ZVisibleProfile,
  /** Organisers only: absent for everyone else. */
  tags: z.array(z.string()).optional(),
  guestEmail: z.string().nullable().optional(),
  guestPhone: z.string().optional(),
});
export type TPerson = z.infer<typeof ZPerson>;

export const ZEventOrganiser = z.object({
  userId: z.string(),
  name: z.string(),
  isMe: z.boolean(),
  profile: ZVisibleProfile,
  /** The organiser is also on the guest list (a classmate who organises the reunion): listed there, once. */
  onGuestList: z.boolean(),
});
export type TEventOrganiser = z.infer<typeof ZEventOrganiser>;

export const ZPeoplePage = z.object({
  role: z.enum(EVENT_ROLES),
  groupTerm: z.string(),
  memberTerm: z.string(),
  organiser: ZEventOrganiser,
  items: z.array(ZPerson),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPeoplePage = z.infer<typeof ZPeoplePage>;

const ZCounted = z.object({ name: z.string(), count: z.number().int() });
export const ZPeopleFacets = z.object({
  groups: z.array(ZCounted),
  statuses: z.record(z.enum(PEOPLE_STATUSES), z.number().int()),
  /** Organisers only. */
  tags: z.array(ZCounted).optional(),
});
export type TPeopleFacets = z.infer<typeof ZPeopleFacets>;

export const TAG_MAX = 40;
const TAG_BATCH_MAX = 500;
const ZTagName = z
  .string({ error: "Tag must be text" })
  .trim()
  .min(1, "Enter a tag")
  .max(TAG_MAX, `Keep tags under ${TAG_MAX} characters`);
const ZGuestIds = z
  .array(z.string().min(1).max(100), { error: "Choose people to tag" })
  .min(1, "Choose at least one person")
  .max(TAG_BATCH_MAX, `At most ${TAG_BATCH_MAX} people at a time`);

export const ZTagPeople = z.strictObject({ tag: ZTagName, guestIds: ZGuestIds });
export type TTagPeople = z.input<typeof ZTagPeople>;
export const ZTagRename = z.strictObject({ from: ZTagName, to: ZTagName });
export type TTagRename = z.input<typeof ZTagRename>;
export const ZTagDelete = z.strictObject({ tag: ZTagName });
export type TTagDelete = z.input<typeof ZTagDelete>;
export const ZTagList = z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export type TTagList = z.infer<typeof ZTagList>;
export const ZTagResult = z.object({ updated: z.number().int() });
export type TTagResult = z.infer<typeof ZTagResult>;

/** Every field's audience, the person's choices over the defaults. */
export function resolvedVisibility(
  stored: TProfileVisibility | null | undefined,
): Record<TProfileField, TProfileAudience> {
  return { ...PROFILE_DEFAULT_VISIBILITY, ...stored };
}

/** The audiences whose fields a viewer reads at an event (their own profile: all of it). */
export function audiencesFor(viewerRole: TEventRole): TProfileAudience[] {
  return viewerRole === "organiser" ? ["members", "organisers"] : ["members"];
}

interface ProfileSource {
  image: string | null;
  bio: string | null;
  location: string | null;
  thenPhoto: string | null;
  phone: string | null;
  contactEmail: string | null;
  links: TProfileLink[] | null;
  visibility: TProfileVisibility | null;
}

/**
 * Only the fields the viewer may see, as keys that are present: a hidden field is left out altogether, so
 * it cannot leak through a client that forgets to check. The server answers with it; the profile page
 * previews with it.
 */
export function visibleProfile(source: ProfileSource, allowed: readonly TProfileAudience[] | "all"): TVisibleProfile {
  const visibility = resolvedVisibility(source.visibility);
  const shown = (field: TProfileField) => allowed === "all" || allowed.includes(visibility[field]);
  const out: TVisibleProfile = {};
  if (shown("photo")) out.photo = source.image;
  if (shown("thenPhoto")) out.thenPhoto = source.thenPhoto;
  if (shown("bio")) out.bio = source.bio ?? "";
  if (shown("location")) out.location = source.location ?? "";
  if (shown("phone")) out.phone = source.phone ?? "";
  if (shown("email")) out.email = source.contactEmail ?? "";
  if (shown("links")) out.links = source.links ?? [];
  return out;
}
