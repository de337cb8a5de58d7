/** Venues: request and response shapes. */
import { z } from "zod";

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");

export const ZVenueInput = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(200, "Name must be at most 200 characters"),
    address: optionalText(300, "Address"),
    city: optionalText(120, "City"),
    country: optionalText(120, "Country"),
    capacity: z
      .number({ error: "Capacity must be a whole number" })
      .int("Capacity must be a whole number")
      .min(0, "Capacity cannot be negative")
      .max(1_000_000, "Capacity is too large")
      .nullable()
      .default(null),
    contactName: optionalText(120, "Contact name"),
    contactEmail: z.union([z.literal(""), z.email("Enter a valid email address")]).default(""),
    contactPhone: optionalText(50, "Contact phone"),
    amenities: z.array(z.string().trim().min(1).max(60)).max(30, "At most 30 amenities").default([]),
    notes: optionalText(5000, "Notes"),
  })
  .strict();
export type TVenueInput = z.input<typeof ZVenueInput>;

export const ZVenue = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  capacity: z.number().int().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  amenities: z.array(z.string()),
  notes: z.string(),
  shareToken: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVenue = z.infer<typeof ZVenue>;

/** What anyone with a venue's share link sees (no notes, no share token). */
export const ZPublicVenue = ZVenue.pick({
  name: true,
  address: true,
  city: true,
  country: true,
  capacity: true,
  contactName: true,
  contactEmail: true,
  contactPhone: true,
  amenities: true,
});
export type TPublicVenue = z.infer<typeof ZPublicVenue>;

export const ZVenueListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    city: z.string().trim().max(120).optional(),
    minCapacity: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type TVenueListQuery = z.input<typeof ZVenueListQuery>;

export const ZVenueList = z.object({ venues: z.array(ZVenue), total: z.number().int() });

export const ZBookingQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: "from must be a date and time" }),
    to: z.iso.datetime({ offset: true, error: "to must be a date and time" }),
    venueId: z.string().max(100).optional(),
  })
  .strict()
  .refine((v) => Date.parse(v.to) > Date.parse(v.from), { path: ["to"], message: "to must be after from" })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 62 * 24 * 60 * 60 * 1000, {
    path: ["to"],
    message: "Ask for at most 62 days at a time",
  });

export const ZBooking = z.object({
  venueId: z.string(),
  venueName: z.string(),
  kind: z.enum(["event", "activity"]),
  id: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const VENUE_CONFLICT_MESSAGE = "This venue is already booked at that time";
