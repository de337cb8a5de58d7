import { z } from "zod";
import { ANSWERS, GUEST_FILTERS } from "../rsvp/schemas.ts";

/** A selection larger than this runs as a background job, with its progress on the page. */
export const BULK_JOB_THRESHOLD = 200;
/** The most records one operation takes. */
export const BULK_SELECTION_MAX = 5_000;

const ZIds = (what: string) =>
  z
    .array(z.uuid(`Choose ${what} from the list`), { error: `Choose the ${what}` })
    .min(1, `Choose at least one of the ${what}`)
    .max(BULK_SELECTION_MAX, `Choose at most ${BULK_SELECTION_MAX.toLocaleString("en-US")} ${what} at once`);

/** The guest list's filter, as its page sends it: "every guest matching" it. */
const ZGuestFilter = z.strictObject({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(GUEST_FILTERS).default("all"),
  group: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(40).optional(),
});

/** The guests of one event: picked by hand (guestIds) or every one matching a filter (matching). */
const guestSelectionFields = {
  eventId: z.uuid("Choose an event"),
  guestIds: ZIds("guests").optional(),
  matching: ZGuestFilter.optional(),
};
const ONE_WAY_OF_CHOOSING = {
  path: ["guestIds"],
  message: "Choose guests, or every guest matching the filter (not both)",
};
const chosenOneWay = (selection: { guestIds?: unknown; matching?: unknown }) =>
  Boolean(selection.guestIds) !== Boolean(selection.matching);

export const ZGuestSelection = z.strictObject(guestSelectionFields).refine(chosenOneWay, ONE_WAY_OF_CHOOSING);

const ZTagName = z.string().trim().min(1, "Enter a tag").max(40, "Tags must be at most 40 characters");

/** What to do with the selected guests. */
export const ZGuestOperation = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("tag"), tag: ZTagName }),
    z.strictObject({ action: z.literal("untag"), tag: ZTagName }),
    z.strictObject({ action: z.literal("answer"), status: z.enum(ANSWERS, { error: "Choose yes, no or maybe" }) }),
    /** Mails each selected guest with an address their personal invitation (again). */
    z.strictObject({ action: z.literal("invite") }),
    z.strictObject({ action: z.literal("delete") }),
  ],
  { error: "Choose what to do: tag, untag, answer, invite or delete" },
);
export type TGuestOperation = z.infer<typeof ZGuestOperation>;

export const ZGuestBulkInput = z
  .strictObject({ ...guestSelectionFields, operation: ZGuestOperation })
  .refine(chosenOneWay, ONE_WAY_OF_CHOOSING);
export type TGuestBulkInput = z.input<typeof ZGuestBulkInput>;

/** What the selection holds, and so what deleting it loses. */
export const ZGuestImpact = z.object({
  guests: z.number().int(),
  answered: z.number().int(),
  mealChoices: z.number().int(),
  withEmail: z.number().int(),
  /** Ids named that are not this event's guests (another account's, or gone): never touched. */
  notFound: z.number().int(),
});
export type TGuestImpact = z.infer<typeof ZGuestImpact>;

export const ZEventSelection = z.strictObject({ eventIds: ZIds("events") });

const EVENT_BULK_ACTIONS = ["publish", "cancel", "delete"] as const;
export const ZEventBulkInput = z.strictObject({
  eventIds: ZIds("events"),
  operation: z.strictObject({
    action: z.enum(EVENT_BULK_ACTIONS, { error: "Choose what to do: publish, cancel or delete" }),
  }),
});
export type TEventBulkInput = z.input<typeof ZEventBulkInput>;

/** What deleting the selected events loses with them. */
export const ZEventImpact = z.object({
  events: z.number().int(),
  guests: z.number().int(),
  paidOrders: z.number().int(),
  notFound: z.number().int(),
});
export type TEventImpact = z.infer<typeof ZEventImpact>;

/** Done at once (a small selection), or queued as a job whose progress the page follows. */
export const ZBulkResult = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("done"),
    /** Records changed (or mailed). */
    affected: z.number().int(),
    /** Records already as asked (a draft already published, a tag already there). */
    unchanged: z.number().int(),
    notFound: z.number().int(),
  }),
  z.object({ state: z.literal("queued"), jobId: z.string(), total: z.number().int(), notFound: z.number().int() }),
]);
export type TBulkResult = z.infer<typeof ZBulkResult>;

export const ZBulkJobId = z.strictObject({ jobId: z.string().min(1).max(100) });

/** A queued operation: waiting, running (in one transaction), done (100 %) or failed (nothing written). */
export const ZBulkJob = z.object({
  jobId: z.string(),
  state: z.enum(["waiting", "running", "done", "failed"]),
  total: z.number().int(),
  /** How many of `total` are done: all of them at once, since the operation is one transaction. */
  done: z.number().int(),
  percent: z.number().int(),
  message: z.string().nullable(),
});
export type TBulkJob = z.infer<typeof ZBulkJob>;

const idList = (what: string) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), ZIds(what).max(BULK_JOB_THRESHOLD));
const ZFormat = z.enum(["csv", "xlsx"], { error: "Format must be csv or xlsx" }).default("csv");

/** A download of the selected guests: by id (a page's worth, in the address) or every one matching the filter. */
export const ZGuestExportQuery = z
  .strictObject({
    eventId: z.uuid("Choose an event"),
    guestIds: idList("guests").optional(),
    q: z.string().trim().max(200).optional(),
    filter: z.enum(GUEST_FILTERS).optional(),
    group: z.string().trim().max(100).optional(),
    tag: z.string().trim().max(40).optional(),
    format: ZFormat,
  })
  .refine((query) => !query.guestIds || (!query.q && !query.filter && !query.group && !query.tag), ONE_WAY_OF_CHOOSING);

export const ZEventExportQuery = z.strictObject({ eventIds: idList("events"), format: ZFormat });
