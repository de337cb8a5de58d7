/**
 * The staff portal (business, issue 23): one channel per event for its organisers, staff and volunteers. The
 * organiser's team posts to everyone, to a role or to a shift (optionally by email too); an approved volunteer
 * reads what is addressed to them and writes to everyone from their personal page.
 */
import { z } from "zod";
import { STAFF_POST_MAX } from "./limits.ts";

export { STAFF_CHANNEL_LIMIT, STAFF_POST_MAX } from "./limits.ts";

const STAFF_AUDIENCES = ["everyone", "role", "shift"] as const;

const ZPostBody = z
  .string({ error: "Write a message" })
  .trim()
  .min(1, "Write a message")
  .max(STAFF_POST_MAX, `Keep it under ${STAFF_POST_MAX} characters`);

export const ZStaffPostInput = z
  .strictObject({
    body: ZPostBody,
    audience: z.enum(STAFF_AUDIENCES, { error: "Choose who gets it: everyone, a role or a shift" }),
    roleId: z.uuid({ error: "Choose a role" }).optional(),
    shiftId: z.uuid({ error: "Choose a shift" }).optional(),
    /** Also mail it to each volunteer it reaches. */
    email: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.audience === "role" && !input.roleId)
      ctx.addIssue({ code: "custom", path: ["roleId"], message: "Choose a role" });
    if (input.audience === "shift" && !input.shiftId) {
      ctx.addIssue({ code: "custom", path: ["shiftId"], message: "Choose a shift" });
    }
  });
export type TStaffPostInput = z.input<typeof ZStaffPostInput>;

export const ZVolunteerPostInput = z.strictObject({ body: ZPostBody });

const ZStaffPost = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ name: z.string(), kind: z.enum(["organiser", "volunteer"]) }),
  /** Who it is for, in words: "Everyone", "Role: First aid", "Shift: Sat 09:00 Registration desk". */
  audience: z.enum(STAFF_AUDIENCES),
  audienceLabel: z.string(),
  /** How many volunteers it reaches now. */
  reaches: z.number().int(),
  emailed: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The reader wrote it (a volunteer's own posts on their page). */
  mine: z.boolean(),
});
export type TStaffPost = z.infer<typeof ZStaffPost>;
export { ZStaffPost };

const ZAudienceChoice = z.object({ id: z.string(), label: z.string() });

export const ZStaffChannel = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  posts: z.array(ZStaffPost),
  /** What a post can be addressed to. */
  roles: z.array(ZAudienceChoice),
  shifts: z.array(ZAudienceChoice),
  /** Approved volunteers of the event. */
  volunteers: z.number().int(),
});
export type TStaffChannel = z.infer<typeof ZStaffChannel>;

export const ZVolunteerChannel = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  posts: z.array(ZStaffPost),
});
export type TVolunteerChannel = z.infer<typeof ZVolunteerChannel>;
