/**
 * The notices of spec section 8, word for word. A toast's first sentence is its title and the rest its
 * description ("Account created! Welcome to Gatherly!" is one title, the plan sentence its description).
 * Fixed ids keep a notice from stacking when the same thing happens twice in a row.
 */
import { toast } from "sonner";

export const PRODUCT_NAME = "Gatherly";

export const TOAST_TEXT = {
  authErrorTitle: "Authentication Error",
  authErrorFallback: "An authentication error occurred",
  signedInTitle: "Welcome back!",
  signedInDescription: "You have successfully signed in.",
  signedOutTitle: "Signed out",
  signedOutDescription: "You have been successfully signed out.",
  accountCreatedTitle: "Account created!",
  magicLinkSentTitle: "Magic link sent!",
  magicLinkSentDescription: "Check your email for a sign-in link.",
  authRequiredTitle: "Authentication Required",
  authRequiredDescription: "Please sign in to access this page",
  errorTitle: "Error",
} as const;

/** Destructive notice for a failed sign-in, sign-up or other auth call. */
export function authErrorToast(message?: string): void {
  toast.error(TOAST_TEXT.authErrorTitle, {
    id: "auth-error",
    description: message?.trim() ? message : TOAST_TEXT.authErrorFallback,
  });
}

export function signedInToast(): void {
  toast.success(TOAST_TEXT.signedInTitle, { id: "signed-in", description: TOAST_TEXT.signedInDescription });
}

export function signedOutToast(): void {
  toast.success(TOAST_TEXT.signedOutTitle, { id: "signed-out", description: TOAST_TEXT.signedOutDescription });
}

/**
 * "Account created! Welcome to Gatherly!" is the title; for a paid plan the description adds
 * "You're now on the {Plan} plan." Pass the paid plan's label (PLAN_LABELS[plan] from #shared/plans.ts), or
 * null for the free plan. The label comes from the caller so this module, loaded on every page, stays free of
 * the schema library.
 */
export function accountCreatedTitle(): string {
  return `${TOAST_TEXT.accountCreatedTitle} Welcome to ${PRODUCT_NAME}!`;
}

export function accountCreatedDescription(paidPlanLabel: string | null): string | undefined {
  return paidPlanLabel ? `You're now on the ${paidPlanLabel} plan.` : undefined;
}

export function accountCreatedToast(paidPlanLabel: string | null): void {
  const description = accountCreatedDescription(paidPlanLabel);
  toast.success(accountCreatedTitle(), { id: "account-created", ...(description ? { description } : {}) });
}

export function magicLinkSentToast(): void {
  toast.success(TOAST_TEXT.magicLinkSentTitle, {
    id: "magic-link-sent",
    description: TOAST_TEXT.magicLinkSentDescription,
  });
}

export function authRequiredToast(): void {
  toast.error(TOAST_TEXT.authRequiredTitle, {
    id: "auth-required",
    description: TOAST_TEXT.authRequiredDescription,
  });
}

/** Generic failure notice: 'Error' plus a message. */
export function errorToast(message: string): void {
  toast.error(TOAST_TEXT.errorTitle, { description: message });
}

export function successToast(title: string, description?: string): void {
  toast.success(title, description ? { description } : {});
}

/** 'Premium Feature — {title} is a premium feature. Upgrade to gain access.' (spec section 8). */
export function premiumFeatureToast(featureTitle: string): void {
  toast.error("Premium Feature", {
    id: "premium-feature",
    description: `${featureTitle} is a premium feature. Upgrade to gain access.`,
  });
}

/** A search result above the user's plan: 'Upgrade to {plan} to access this feature'. */
export function upgradeRequiredToast(planLabel: string): void {
  toast.error("Premium Feature", {
    id: "upgrade-required",
    description: `Upgrade to ${planLabel} to access this feature`,
  });
}

/** A non-admin clicking a directory entry (spec section 6). */
export function accessRestrictedToast(): void {
  toast.error("Access Restricted", {
    id: "access-restricted",
    description: "The directory is only clickable by administrators.",
  });
}
