/** The contact form (/contact): stored for admins and mailed to them. */
import { z } from "zod";
import { ZEmail } from "../auth/schemas.ts";

export const ZContactInput = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(100, "Name must be at most 100 characters"),
    email: ZEmail,
    subject: z.string().trim().max(150, "Subject must be at most 150 characters").default(""),
    message: z
      .string({ error: "Message is required" })
      .trim()
      .min(10, "Message must be at least 10 characters")
      .max(5000, "Message must be at most 5000 characters"),
  })
  .strict();
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
