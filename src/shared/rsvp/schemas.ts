/**
 * RSVP management (premium): the guest list, invitations by personal link,
 * the guest's answer, the open RSVP link, reminders, live counts and the basic analytics built on them.
 */
import { z } from "zod";
import { ZPublicScheduleItem } from "../info-pages/schemas.ts";

const RSVP_STATUSES = ["pending", "yes", "no", "maybe"] as const;
export const ZRsvpStatus = z.enum(RSVP_STATUSES);
export type TRsvpStatus = z.infer<typeof ZRsvpStatus>;
export const ANSWERS = ["yes", "no", "maybe"] as const;
export const ZAnswer = z.enum(ANSWERS, { error: "Choose yes, no or maybe" });
export type TAnswer = z.infer<typeof ZAnswer>;

export const RSVP_STATUS_LABELS: Record<TRsvpStatus, string> = {
  pending: "No answer",
  yes: "Attending",
  no: "Not attending",
  maybe: "Maybe",
};

export const GUEST_SOURCES = ["organiser", "import", "public"] as const;
export type TGuestSource = (typeof GUEST_SOURCES)[number];

/** The most people one invitation may admit, the guest included. */
export const PARTY_MAX_LIMIT = 50;
export const GUEST_TAGS_MAX = 20;
export const MEAL_OPTIONS_MAX = 12;
/** Guests on one event; the bench runs 50,000. */
export const GUESTS_PER_EVENT_MAX = 100_000;
/** Rows in one CSV import, and its size in characters. */
export const IMPORT_ROWS_MAX = 10_000;
export const IMPORT_CSV_MAX_CHARS = 4_000_000;
const GUESTS_PAGE_MAX = 100;
/** Guests named in one invitation send. */
export const INVITE_BATCH_MAX = 5_000;

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const ZGuestName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(200, "Name must be at most 200 characters");

/** An address, lower-cased; empty means none. */
const ZGuestEmail = z
  .string({ error: "Email must be text" })
  .trim()
  .max(254, "Email is too long")
  .transform((v) => v.toLowerCase())
  .pipe(z.union([z.literal(""), z.email("Enter a valid email address")]))
  .transform((v) => (v === "" ? null : v));

const ZTag = z.string().trim().min(1, "Tags cannot be empty").max(40, "Tags must be at most 40 characters");
const ZTags = z
  .array(ZTag, { error: "Tags must be a list" })
  .max(GUEST_TAGS_MAX, `At most ${GUEST_TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)]);

const ZPartyMax = z.coerce
  .number({ error: "Party size must be a number" })
  .int("Party size must be a whole number")
  .min(1, "Party size must be at least 1")
  .max(PARTY_MAX_LIMIT, `Party size must be at most ${PARTY_MAX_LIMIT}`);

/** A guest as the organiser enters it (by hand or one CSV row). */
export const ZGuestInput = z
  .object({
    name: ZGuestName,
    email: ZGuestEmail.nullable()
      .default(null)
      .transform((v) => v ?? null),
    phone: trimmed("Phone", 40).default(""),
    groupName: trimmed("Group", 100).default(""),
    partyMax: ZPartyMax.default(1),
    tags: ZTags.default([]),
    notes: trimmed("Notes", 2000).default(""),
  })
  .strict();
export type TGuestInput = z.input<typeof ZGuestInput>;
export type TGuestValues = z.output<typeof ZGuestInput>;

export const ZGuestPatch = z
  .object({
    name: ZGuestName.optional(),
    email: ZGuestEmail.nullable().optional(),
    phone: trimmed("Phone", 40).optional(),
    groupName: trimmed("Group", 100).optional(),
    partyMax: ZPartyMax.optional(),
    tags: ZTags.optional(),
    notes: trimmed("Notes", 2000).optional(),
  })
  .strict();
export type TGuestPatch = z.input<typeof ZGuestPatch>;

/** One person of a party: the guest first, then whoever they bring. */
export const ZPartyMember = z
  .object({
    name: trimmed("Name", 200).default(""),
    /** One of the event's meal options, or null when it offers none (or the person has not chosen). */
    meal: z.string().trim().max(60).nullable().default(null),
    dietary: trimmed("Dietary needs", 300).default(""),
  })
  .strict();
export type TPartyMember = z.output<typeof ZPartyMember>;

export const ZGuest = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  groupName: z.string(),
  partyMax: z.number().int(),
  tags: z.array(z.string()),
  notes: z.string(),
  source: z.enum(GUEST_SOURCES),
  status: ZRsvpStatus,
  headcount: z.number().int(),
  waitlisted: z.boolean(),
  party: z.array(ZPartyMember),
  responseNote: z.string(),
  /** The personal link's path (/invitation/{token}). */
  invitationPath: z.string(),
  invitedAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TGuest = z.infer<typeof ZGuest>;

export const GUEST_FILTERS = ["all", "pending", "yes", "no", "maybe", "waitlisted", "not_invited"] as const;
export const GUEST_SORTS = ["name_asc", "responded_desc", "created_desc"] as const;

export const ZGuestListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    filter: z.enum(GUEST_FILTERS).default("all"),
    group: z.string().trim().max(100).optional(),
    tag: z.string().trim().max(40).optional(),
    sort: z.enum(GUEST_SORTS).default("name_asc"),
    limit: z.coerce.number().int().min(1).max(GUESTS_PAGE_MAX).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type TGuestListQuery = z.input<typeof ZGuestListQuery>;

export const ZGuestList = z.object({ guests: z.array(ZGuest), total: z.number().int() });
export type TGuestList = z.infer<typeof ZGuestList>;

/** How the event takes answers. */
export const ZRsvpSettingsInput = z
  .object({
    capacity: z
      .number()
      .int("Capacity must be a whole number")
      .min(0, "Capacity cannot be negative")
      .max(1_000_000)
      .nullable(),
    deadline: z.iso.datetime({ offset: true, error: "Deadline must be a date and time" }).nullable(),
    mealOptions: z
      .array(
        z.string().trim().min(1, "Meal options cannot be empty").max(60, "Meal options must be at most 60 characters"),
      )
      .max(MEAL_OPTIONS_MAX, `At most ${MEAL_OPTIONS_MAX} meal options`)
      .refine(
        (options) => new Set(options.map((o) => o.toLowerCase())).size === options.length,
        "Each meal option once",
      ),
    askDietary: z.boolean(),
    message: trimmed("Message", 2000),
    publicEnabled: z.boolean(),
  })
  .partial()
  .strict();
export type TRsvpSettingsInput = z.input<typeof ZRsvpSettingsInput>;

export const ZRsvpSettings = z.object({
  eventId: z.string(),
  capacity: z.number().int().nullable(),
  deadline: z.string().nullable(),
  mealOptions: z.array(z.string()),
  askDietary: z.boolean(),
  message: z.string(),
  publicEnabled: z.boolean(),
  /** The open link's path (/join/{token}) while it is enabled. */
  publicPath: z.string().nullable(),
});
export type TRsvpSettings = z.infer<typeof ZRsvpSettings>;

/** Live counts of one event. Replies count answers; people count heads (a yes for 3 is 3 people). */
export const ZRsvpCounts = z.object({
  guests: z.number().int(),
  invited: z.number().int(),
  opened: z.number().int(),
  replies: z.object({
    yes: z.number().int(),
    no: z.number().int(),
    maybe: z.number().int(),
    pending: z.number().int(),
  }),
  people: z.object({ yes: z.number().int(), maybe: z.number().int(), waitlisted: z.number().int() }),
  capacity: z.number().int().nullable(),
  /** Places left for yes answers; null without a capacity. */
  placesLeft: z.number().int().nullable(),
  meals: z.array(z.object({ meal: z.string(), count: z.number().int() })),
  dietary: z.array(z.object({ guestName: z.string(), personName: z.string(), dietary: z.string() })),
});
export type TRsvpCounts = z.infer<typeof ZRsvpCounts>;

/** Whom to invite: the named guests, or everyone with an address who has had no invitation yet. */
export const ZInvitationSend = z
  .object({
    guestIds: z
      .array(z.uuid("Every id must be a guest id"))
      .min(1, "Choose at least one guest")
      .max(INVITE_BATCH_MAX)
      .optional(),
    /** Send again to guests who already had an invitation (only with guestIds). */
    resend: z.boolean().default(false),
  })
  .strict();
export type TInvitationSend = z.input<typeof ZInvitationSend>;

export const ZInvitationSendResult = z.object({
  sent: z.number().int(),
  /** Named guests without an email address. */
  withoutEmail: z.number().int(),
  /** Named guests already invited (and resend not asked). */
  alreadyInvited: z.number().int(),
});
export type TInvitationSendResult = z.infer<typeof ZInvitationSendResult>;

/** A reminder to everyone invited who has not answered: now (sendAt null) or at a time. */
export const ZReminderInput = z
  .object({
    sendAt: z.iso.datetime({ offset: true, error: "Send time must be a date and time" }).nullable().default(null),
    message: trimmed("Message", 2000).default(""),
  })
  .strict();
export type TReminderInput = z.input<typeof ZReminderInput>;

export const ZReminder = z.object({
  id: z.string(),
  sendAt: z.string(),
  message: z.string(),
  status: z.enum(["scheduled", "sent", "cancelled"]),
  sentCount: z.number().int(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TReminder = z.infer<typeof ZReminder>;

/** The CSV import: the file's text; the preview and the import read it the same way. */
export const ZGuestImport = z
  .object({
    csv: z
      .string({ error: "Choose a CSV file" })
      .min(1, "The file is empty")
      .max(IMPORT_CSV_MAX_CHARS, "The file is too large (at most 4 MB)"),
  })
  .strict();
export type TGuestImport = z.input<typeof ZGuestImport>;

export const ZImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** create: a new guest; merge: adds to the guest with this address (on the list or earlier in the file). */
  action: z.enum(["create", "merge", "invalid"]),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportPreview = z.object({
  /** Which column fed which field; columns we did not recognise are listed as ignored. */
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  rows: z.array(ZImportRow),
  create: z.number().int(),
  merge: z.number().int(),
  invalid: z.number().int(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({
  created: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/** The guest's side: what the personal link shows. */
export const ZInvitationView = z.object({
  event: z.object({
    name: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    timeZone: z.string(),
    locationName: z.string().nullable(),
    description: z.string(),
    status: z.string(),
    groupTerm: z.string(),
    /** Who invites: the organiser's name ("" when unknown). */
    hostName: z.string(),
    /** The event's published information page (/event-info-view/{token}), if any. */
    infoPagePath: z.string().nullable(),
  }),
  guest: z.object({
    name: z.string(),
    /** The address the invitation went to ("" without one): the guest's account joins them by it. */
    email: z.string(),
    partyMax: z.number().int(),
    status: ZRsvpStatus,
    headcount: z.number().int(),
    waitlisted: z.boolean(),
    party: z.array(ZPartyMember),
    note: z.string(),
  }),
  message: z.string(),
  mealOptions: z.array(z.string()),
  askDietary: z.boolean(),
  deadline: z.string().nullable(),
  /** Answers are closed (deadline passed, event over or cancelled); the reason in words. */
  closedReason: z.string().nullable(),
  /** Download of the event as .ics for this guest. */
  calendarPath: z.string(),
  /** The event's activities as guests see them (the guest's hub shows the programme). */
  programme: z.array(ZPublicScheduleItem),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;

/** The guest's answer. headcount counts the guest; party lists one entry per person coming. */
export const ZRsvpAnswer = z
  .object({
    status: ZAnswer,
    headcount: z
      .number({ error: "Party size must be a number" })
      .int("Party size must be a whole number")
      .min(0)
      .max(PARTY_MAX_LIMIT)
      .default(1),
    party: z.array(ZPartyMember).max(PARTY_MAX_LIMIT).default([]),
    note: trimmed("Note", 1000).default(""),
  })
  .strict();
export type TRsvpAnswer = z.input<typeof ZRsvpAnswer>;

/** The open link: the visitor says who they are, then answers. */
export const ZPublicRsvp = z
  .object({
    name: ZGuestName,
    email: z
      .string({ error: "Email is required" })
      .trim()
      .toLowerCase()
      .min(1, "Email is required")
      .max(254, "Email is too long")
      .pipe(z.email("Enter a valid email address")),
    answer: ZRsvpAnswer,
  })
  .strict();
export type TPublicRsvp = z.input<typeof ZPublicRsvp>;

export const ZPublicRsvpView = z.object({
  event: ZInvitationView.shape.event,
  message: z.string(),
  mealOptions: z.array(z.string()),
  askDietary: z.boolean(),
  deadline: z.string().nullable(),
  closedReason: z.string().nullable(),
  /** Most people one answer may bring through the open link. */
  partyMax: z.number().int(),
});
export type TPublicRsvpView = z.infer<typeof ZPublicRsvpView>;

/**
 * After an open-link answer: the new personal link, or (when the address is already on the list) word that
 * the existing link went to that address; nobody changes another person's answer by knowing their email.
 */
export const ZPublicRsvpResult = z.object({ invitationPath: z.string().nullable(), emailed: z.boolean() });

/** The basic analytics of one event. */
export const ZRsvpAnalytics = z.object({
  funnel: z.object({
    guests: z.number().int(),
    invited: z.number().int(),
    opened: z.number().int(),
    answered: z.number().int(),
    yes: z.number().int(),
  }),
  /** Per day (the event's zone): answers that day and the share of invited guests answered by its end. */
  responsesByDay: z.array(z.object({ day: z.string(), answers: z.number().int(), cumulativeRate: z.number() })),
  headcountByGroup: z.array(
    z.object({ group: z.string(), yes: z.number().int(), maybe: z.number().int(), invited: z.number().int() }),
  ),
  meals: z.array(z.object({ meal: z.string(), count: z.number().int() })),
});
export type TRsvpAnalytics = z.infer<typeof ZRsvpAnalytics>;

/** The owner's events with their counts, for the /rsvp overview. */
const ZRsvpEventRow = z.object({
  eventId: z.string(),
  name: z.string(),
  startAt: z.string(),
  timeZone: z.string(),
  status: z.string(),
  guests: z.number().int(),
  yesPeople: z.number().int(),
  replies: z.number().int(),
  pending: z.number().int(),
});
export const ZRsvpOverview = z.object({ events: z.array(ZRsvpEventRow) });
export type TRsvpOverview = z.infer<typeof ZRsvpOverview>;

/** Personal links and open links are 128-bit random, base64url (22 characters); anything else finds nothing (404). */
export const ZLinkToken = z.object({ token: z.string().min(1).max(100) });

export const invitationPath = (token: string) => `/invitation/${token}`;
export const publicRsvpPath = (token: string) => `/join/${token}`;

/** An event the signed-in person is invited to, with their answer and their personal link (their hub). */
export const ZMyInvitation = z.object({
  eventId: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  cancelled: z.boolean(),
  hostName: z.string(),
  answer: ZRsvpStatus,
  invitationPath: z.string(),
});
export type TMyInvitation = z.infer<typeof ZMyInvitation>;
export const ZMyInvitationList = z.object({ items: z.array(ZMyInvitation) });
