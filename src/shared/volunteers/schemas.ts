/**
 * Volunteers and staff (business): an organiser's roles and shifts per event, the public application link,
 * volunteers approved or declined, assignments a volunteer confirms, check-in with hours credited, and the
 * volunteer's own page reached by a personal link without an account.
 */
import { z } from "zod";
import { ZEmail } from "../auth/schemas.ts";

/** The longest stretch of back-to-back shifts (gaps under VOLUNTEER_REST_MINUTES count as back to back). */
export const VOLUNTEER_MAX_CONSECUTIVE_HOURS = 8;
/** Shifts closer than this count as one stretch of work. */
export const VOLUNTEER_REST_MINUTES = 30;
/** One shift lasts at most this long. */
export const SHIFT_MAX_HOURS = 24;
export const ROLE_NAME_MAX = 100;
export const APPLICATION_QUESTIONS_MAX = 10;
const QUESTION_MAX = 300;
const ANSWER_MAX = 2000;
const SKILLS_MAX = 20;
/** Headcount of one shift. */
export const SHIFT_HEADCOUNT_MAX = 500;
/** Hours credited for one assignment, at most. */
const HOURS_MAX = 24;

export const VOLUNTEER_STATUSES = ["applied", "approved", "declined"] as const;
export type TVolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];
export const VOLUNTEER_STATUS_LABELS: Record<TVolunteerStatus, string> = {
  applied: "Applied",
  approved: "Approved",
  declined: "Declined",
};

/** awaiting: the organiser assigned the shift and waits for the volunteer's confirmation. */
export const ASSIGNMENT_STATUSES = ["awaiting", "confirmed", "cancelled"] as const;
export type TAssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const isoDateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const ZHeadcount = (label: string) =>
  z
    .int({ error: `${label} must be a whole number` })
    .min(1, `${label} must be at least 1`)
    .max(SHIFT_HEADCOUNT_MAX, `${label} must be at most ${SHIFT_HEADCOUNT_MAX}`);

// Roles ---------------------------------------------------------------------------------------------------

export const ZVolunteerRoleInput = z.strictObject({
  name: required("Name", ROLE_NAME_MAX),
  description: text("Description", 1000).default(""),
});
export type TVolunteerRoleInput = z.input<typeof ZVolunteerRoleInput>;
export const ZVolunteerRolePatch = z.strictObject({
  name: required("Name", ROLE_NAME_MAX).optional(),
  description: text("Description", 1000).optional(),
});
export type TVolunteerRolePatch = z.input<typeof ZVolunteerRolePatch>;

export const ZVolunteerRole = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  shiftCount: z.number().int(),
});
export type TVolunteerRole = z.infer<typeof ZVolunteerRole>;
export const ZVolunteerRoleList = z.object({ items: z.array(ZVolunteerRole) });

// Shifts --------------------------------------------------------------------------------------------------

const shiftFields = {
  roleId: z.uuid("Role must be an id"),
  startsAt: isoDateTime("Start"),
  endsAt: isoDateTime("End"),
  place: text("Place", 200),
  needed: ZHeadcount("Needed"),
  /** Null: as many as sign up beyond the needed headcount are refused (maximum = needed). */
  maximum: ZHeadcount("Maximum").nullable(),
  notes: text("Notes", 2000),
  published: z.boolean({ error: "Published must be true or false" }),
};

/** End after start, at most SHIFT_MAX_HOURS long; maximum at least the needed headcount. */
function checkShift(
  s: { startsAt?: string | undefined; endsAt?: string | undefined; needed?: number; maximum?: number | null },
  ctx: z.RefinementCtx,
) {
  if (s.startsAt && s.endsAt) {
    const length = Date.parse(s.endsAt) - Date.parse(s.startsAt);
    if (length <= 0) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "End must be after the start" });
    else if (length > SHIFT_MAX_HOURS * 3_600_000)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: `A shift lasts at most ${SHIFT_MAX_HOURS} hours` });
  }
  if (s.needed !== undefined && s.maximum != null && s.maximum < s.needed)
    ctx.addIssue({ code: "custom", path: ["maximum"], message: "Maximum must be at least the number needed" });
}

export const ZShiftInput = z
  .strictObject({
    ...shiftFields,
    place: shiftFields.place.default(""),
    needed: shiftFields.needed.default(1),
    maximum: shiftFields.maximum.default(null),
    notes: shiftFields.notes.default(""),
    published: shiftFields.published.default(false),
  })
  .superRefine(checkShift);
export type TShiftInput = z.input<typeof ZShiftInput>;
export type TShiftValues = z.output<typeof ZShiftInput>;

/** Start and end are checked together with the stored ones by the server. */
export const ZShiftPatch = z
  .strictObject({
    roleId: shiftFields.roleId.optional(),
    startsAt: shiftFields.startsAt.optional(),
    endsAt: shiftFields.endsAt.optional(),
    place: shiftFields.place.optional(),
    needed: shiftFields.needed.optional(),
    maximum: shiftFields.maximum.optional(),
    notes: shiftFields.notes.optional(),
    published: shiftFields.published.optional(),
  })
  .superRefine(checkShift);
export type TShiftPatch = z.input<typeof ZShiftPatch>;

export const ZAssignment = z.object({
  id: z.string(),
  shiftId: z.string(),
  volunteerId: z.string(),
  volunteerName: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  checkedInAt: z.iso.datetime().nullable(),
  noShow: z.boolean(),
  /** Hours credited (at check-in, from the shift's length; the organiser may adjust them). */
  hours: z.number(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

export const ZShift = z.object({
  id: z.string(),
  eventId: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  place: z.string(),
  needed: z.number().int(),
  maximum: z.number().int().nullable(),
  notes: z.string(),
  published: z.boolean(),
  /** Confirmed volunteers. */
  confirmed: z.number().int(),
  /** Assigned by the organiser, not yet confirmed. */
  awaiting: z.number().int(),
  /** Fewer confirmed than needed. */
  understaffed: z.boolean(),
  /** Active assignments (not cancelled). */
  assignments: z.array(ZAssignment),
});
export type TShift = z.infer<typeof ZShift>;
export const ZShiftList = z.object({ items: z.array(ZShift) });
export const ZPublishedCount = z.object({ published: z.number().int() });

// The application link ------------------------------------------------------------------------------------

export const ZApplicationLinkInput = z.strictObject({
  open: z.boolean({ error: "Open must be true or false" }).optional(),
  questions: z
    .array(required("Question", QUESTION_MAX), { error: "Questions must be a list" })
    .max(APPLICATION_QUESTIONS_MAX, `At most ${APPLICATION_QUESTIONS_MAX} questions`)
    .optional(),
});
export type TApplicationLinkInput = z.input<typeof ZApplicationLinkInput>;

export const ZApplicationLink = z.object({
  open: z.boolean(),
  /** The public form's page (/volunteer-application/{token}) and its token. */
  token: z.string(),
  path: z.string(),
  questions: z.array(z.string()),
});
export type TApplicationLink = z.infer<typeof ZApplicationLink>;

// Volunteers ----------------------------------------------------------------------------------------------

const ZAnswerItem = z.object({ question: z.string(), answer: z.string() });

export const ZVolunteer = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  answers: z.array(ZAnswerItem),
  availability: z.string(),
  skills: z.array(z.string()),
  status: z.enum(VOLUNTEER_STATUSES),
  appliedAt: z.iso.datetime(),
  /** Hours credited so far. */
  hours: z.number(),
  /** The volunteer's own page (/volunteer/{token}). */
  pagePath: z.string(),
});
export type TVolunteer = z.infer<typeof ZVolunteer>;
export const ZVolunteerList = z.object({ items: z.array(ZVolunteer) });
export const ZVolunteerListQuery = z.strictObject({
  status: z.enum(VOLUNTEER_STATUSES, { error: "Status must be applied, approved or declined" }).optional(),
});

const ZSkills = z
  .array(required("Skill", 60), { error: "Skills must be a list" })
  .max(SKILLS_MAX, `At most ${SKILLS_MAX} skills`)
  .transform((skills) => [...new Set(skills)]);

const personFields = {
  name: required("Name", 200),
  email: ZEmail.transform((v) => v.toLowerCase()),
  phone: text("Phone", 40).default(""),
  availability: text("Availability", 2000).default(""),
  skills: ZSkills.default([]),
};

/** An organiser adds a volunteer or staff member directly (approved). */
export const ZVolunteerInput = z.strictObject(personFields);
export type TVolunteerInput = z.input<typeof ZVolunteerInput>;
export type TVolunteerValues = z.output<typeof ZVolunteerInput>;

export const ZVolunteerDecision = z.strictObject({
  status: z.enum(["approved", "declined"], { error: "Status must be approved or declined" }),
});
export type TVolunteerDecision = z.input<typeof ZVolunteerDecision>;

// Assignments ---------------------------------------------------------------------------------------------

export const ZAssignInput = z.strictObject({ volunteerId: z.uuid("Volunteer must be an id") });
export const ZHoursInput = z.strictObject({
  hours: z
    .number({ error: "Hours must be a number" })
    .min(0, "Hours cannot be negative")
    .max(HOURS_MAX, `Hours must be at most ${HOURS_MAX}`)
    .multipleOf(0.25, "Hours go in quarters of an hour"),
});

/**
 * A shift that overlaps the volunteer's part in the event as a guest (an activity they said yes to, or the
 * event itself on their RSVP): said, not refused.
 */
export const ZAssignmentResult = z.object({ assignment: ZAssignment, warnings: z.array(z.string()) });
export type TAssignmentResult = z.infer<typeof ZAssignmentResult>;

export const ZHoursLedger = z.object({
  items: z.array(
    z.object({
      volunteerId: z.string(),
      name: z.string(),
      email: z.string(),
      /** Shifts checked in. */
      shifts: z.number().int(),
      hours: z.number(),
    }),
  ),
  total: z.number(),
});
export type THoursLedger = z.infer<typeof ZHoursLedger>;

export const ZCoverage = z.object({
  items: z.array(
    z.object({
      shiftId: z.string(),
      roleName: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      needed: z.number().int(),
      confirmed: z.number().int(),
      awaiting: z.number().int(),
      understaffed: z.boolean(),
    }),
  ),
  understaffed: z.number().int(),
});
export type TCoverage = z.infer<typeof ZCoverage>;

// The public side -----------------------------------------------------------------------------------------

const ZPublicEvent = z.object({
  name: z.string(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  timeZone: z.string(),
  locationName: z.string().nullable(),
});

export const ZApplicationForm = z.object({
  event: ZPublicEvent,
  roles: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  questions: z.array(z.string()),
  /** Applications are closed: the reason in words. */
  closedReason: z.string().nullable(),
});
export type TApplicationForm = z.infer<typeof ZApplicationForm>;

/** answers: one per question of the form, in its order. */
export const ZApplicationInput = z.strictObject({
  ...personFields,
  answers: z
    .array(text("Answer", ANSWER_MAX), { error: "Answers must be a list" })
    .max(APPLICATION_QUESTIONS_MAX)
    .default([]),
});
export type TApplicationInput = z.input<typeof ZApplicationInput>;
export type TApplicationValues = z.output<typeof ZApplicationInput>;

/**
 * After an application: the volunteer's page, or (the address applied already) word that its link was mailed
 * there; nobody reaches another person's page by knowing their email.
 */
export const ZApplicationResult = z.object({ pagePath: z.string().nullable(), emailed: z.boolean() });
export type TApplicationResult = z.infer<typeof ZApplicationResult>;

const ZPublicShift = z.object({
  id: z.string(),
  roleName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  place: z.string(),
  notes: z.string(),
  /** Places left before the shift's maximum. */
  placesLeft: z.number().int(),
});
export type TPublicShift = z.infer<typeof ZPublicShift>;

const ZMyAssignment = z.object({
  id: z.string(),
  shift: ZPublicShift,
  status: z.enum(ASSIGNMENT_STATUSES),
  checkedInAt: z.iso.datetime().nullable(),
  hours: z.number(),
});

/** A shift one volunteer offers to another (or to any approved volunteer of the event). */
const ZPageSwap = z.object({
  id: z.string(),
  shift: ZPublicShift,
  /** Who offers it. */
  fromName: z.string(),
  /** Offered by the page's volunteer (they may withdraw it); otherwise offered to them or to everyone. */
  mine: z.boolean(),
  /** Offered to one volunteer by name; null: open to every approved volunteer. */
  toName: z.string().nullable(),
});
export type TPageSwap = z.infer<typeof ZPageSwap>;

export const ZVolunteerPage = z.object({
  event: ZPublicEvent,
  volunteer: z.object({ name: z.string(), email: z.string(), status: z.enum(VOLUNTEER_STATUSES) }),
  /** Not cancelled, soonest first. */
  assignments: z.array(ZMyAssignment),
  /** Published shifts with places left that the volunteer is not on (only once approved). */
  openShifts: z.array(ZPublicShift),
  hours: z.number(),
  /** Open swap offers: the volunteer's own, and those they may take. */
  swaps: z.array(ZPageSwap),
  /** The volunteer's shifts as an .ics file to subscribe to. */
  calendarPath: z.string(),
});
export type TVolunteerPage = z.infer<typeof ZVolunteerPage>;

/** The public application form's page. */
export const volunteerApplicationPath = (token: string) => `/volunteer-application/${encodeURIComponent(token)}`;
/** A volunteer's own page (their personal link). */
export const volunteerPagePath = (token: string) => `/volunteer/${encodeURIComponent(token)}`;

// Swaps ---------------------------------------------------------------------------------------------------

export const SWAP_STATUSES = ["open", "taken", "withdrawn"] as const;
export type TSwapStatus = (typeof SWAP_STATUSES)[number];

/** toEmail: an approved volunteer of the same event to offer the shift to; empty or absent: anyone approved. */
export const ZSwapInput = z.strictObject({
  toEmail: z
    .string({ error: "Email must be text" })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long")
    .pipe(z.union([z.literal(""), z.email("Enter a valid email address")]))
    .optional(),
});
export type TSwapInput = z.input<typeof ZSwapInput>;

export const ZSwap = z.object({
  id: z.string(),
  shiftId: z.string(),
  roleName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  fromName: z.string(),
  toName: z.string().nullable(),
  takenByName: z.string().nullable(),
  status: z.enum(SWAP_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TSwap = z.infer<typeof ZSwap>;
export const ZSwapList = z.object({ items: z.array(ZSwap) });
