/** zod schemas of the plan values (kept apart from plans.ts so pages that only check access stay small). */
import { z } from "zod";
import { PLAN_TYPES, SIGNUP_PLAN_TYPES } from "./plans.ts";

export const ZPlanType = z.enum(PLAN_TYPES);
export const ZSignupPlanType = z.enum(SIGNUP_PLAN_TYPES);
