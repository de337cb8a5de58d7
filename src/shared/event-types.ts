/**
 * The 12 built-in event types with the words each uses for its groups and members
 * ("Class Year" and "Classmate" for a school reunion). Built-in ids have the form name-type-1.
 */
import { z } from "zod";

export interface EventTypeInfo {
  id: string;
  name: string;
  description: string;
  groupTerm: string;
  memberTerm: string;
}

export const BUILT_IN_EVENT_TYPES: readonly EventTypeInfo[] = [
  {
    id: "club-type-1",
    name: "Club",
    description: "Clubs, societies and interest groups coming together.",
    groupTerm: "Interest Group",
    memberTerm: "Member",
  },
  {
    id: "community-type-1",
    name: "Community",
    description: "Neighbourhoods, associations and community organisations.",
    groupTerm: "Organization",
    memberTerm: "Member",
  },
  {
    id: "family-type-1",
    name: "Family",
    description: "Family reunions across every branch of the tree.",
    groupTerm: "Branch",
    memberTerm: "Family Member",
  },
  {
    id: "milestone-type-1",
    name: "Milestone",
    description: "Birthdays, anniversaries, graduations and other big days.",
    groupTerm: "Group",
    memberTerm: "Guest",
  },
  {
    id: "military-type-1",
    name: "Military",
    description: "Unit reunions and gatherings of those who served together.",
    groupTerm: "Unit",
    memberTerm: "Service Member",
  },
  {
    id: "professional-type-1",
    name: "Professional",
    description: "Company, alumni and professional network gatherings.",
    groupTerm: "Department",
    memberTerm: "Colleague",
  },
  {
    id: "school-type-1",
    name: "School",
    description: "Class reunions and school anniversaries.",
    groupTerm: "Class Year",
    memberTerm: "Classmate",
  },
  {
    id: "social-event-type-1",
    name: "Social Event",
    description: "Parties and get-togethers of every size.",
    groupTerm: "Party",
    memberTerm: "Guest",
  },
  {
    id: "sports-team-reunions-type-1",
    name: "Sports Team Reunions",
    description: "Teams, squads and clubs meeting again.",
    groupTerm: "Team",
    memberTerm: "Teammate",
  },
  {
    id: "college-fraternity-sorority-type-1",
    name: "College Fraternity/Sorority",
    description: "Chapter reunions and homecomings.",
    groupTerm: "Chapter",
    memberTerm: "Brother/Sister",
  },
  {
    id: "friends-type-1",
    name: "Friends",
    description: "Old friends and new, together again.",
    groupTerm: "Circle",
    memberTerm: "Friend",
  },
  {
    id: "cultural-gatherings-type-1",
    name: "Cultural Gatherings",
    description: "Festivals, heritage days and cultural celebrations.",
    groupTerm: "Community",
    memberTerm: "Participant",
  },
];

/** Preferred event type defaults to the first built-in (Club). */
export const DEFAULT_EVENT_TYPE_ID = BUILT_IN_EVENT_TYPES[0]!.id;

function isBuiltInEventTypeId(id: string): boolean {
  return BUILT_IN_EVENT_TYPES.some((t) => t.id === id);
}

export const EVENT_TYPE_ERRORS = {
  notFound: "Selected event type not found.",
  invalidId: "Invalid event type ID format.",
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Section 5: a non-built-in id must be a UUID ('Invalid event type ID format.'). */
export const ZEventTypeId = z
  .string({ error: EVENT_TYPE_ERRORS.invalidId })
  .trim()
  .refine((id) => isBuiltInEventTypeId(id) || UUID_RE.test(id), { message: EVENT_TYPE_ERRORS.invalidId });

export const ZPreferredEventTypeInput = z.object({ eventTypeId: ZEventTypeId }).strict();

export const ZEventType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  groupTerm: z.string(),
  memberTerm: z.string(),
  builtIn: z.boolean(),
});
export type TEventType = z.infer<typeof ZEventType>;

export const ZPreferredEventType = z.object({
  eventTypeId: z.string(),
  /** False until the user saves a choice (spec: "counts as explicitly chosen once saved"). */
  explicit: z.boolean(),
});

export const PREFERRED_EVENT_TYPE_STORAGE_KEY = "preferredEventTypeId";

export function preferenceUpdatedMessage(name: string): string {
  return `Your preferred event type is now "${name}".`;
}
