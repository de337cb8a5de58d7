/**
 * The product's notices, word for word. A toast's first sentence is its title and the rest its
 * description ("Account created! Welcome to Gatherly!" is one title, the plan sentence its description).
 * Every notice here is one of the product's own toasts (one at a time, see product-toast.ts); fixed ids
 * let the same notice raised twice in a row update in place instead of flashing. notify() is for
 * background events and goes to the notification area (Sonner, up to 3 at once).
 */
import { productToast } from "./product-toast.ts";
import { notificationAreaMounted, wantToasters } from "./toasters-demand.ts";

const PRODUCT_NAME = "Gatherly";

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
  productToast({
    id: "auth-error",
    variant: "error",
    title: TOAST_TEXT.authErrorTitle,
    description: message?.trim() ? message : TOAST_TEXT.authErrorFallback,
  });
}

export function signedInToast(): void {
  productToast({
    id: "signed-in",
    variant: "success",
    title: TOAST_TEXT.signedInTitle,
    description: TOAST_TEXT.signedInDescription,
  });
}

export function signedOutToast(): void {
  productToast({
    id: "signed-out",
    variant: "success",
    title: TOAST_TEXT.signedOutTitle,
    description: TOAST_TEXT.signedOutDescription,
  });
}

/**
 * "Account created! Welcome to Gatherly!" is the title; for a paid plan the description adds
 * "You're now on the {Plan} plan." Pass the paid plan's label (PLAN_LABELS[plan] from #shared/plans.ts), or
 * null for the free plan. The label comes from the caller so this module, loaded on every page, stays free of
 * the schema library.
 */
function accountCreatedTitle(): string {
  return `${TOAST_TEXT.accountCreatedTitle} Welcome to ${PRODUCT_NAME}!`;
}

function accountCreatedDescription(paidPlanLabel: string | null): string | undefined {
  return paidPlanLabel ? `You're now on the ${paidPlanLabel} plan.` : undefined;
}

export function accountCreatedToast(paidPlanLabel: string | null): void {
  productToast({
    id: "account-created",
    variant: "success",
    title: accountCreatedTitle(),
    description: accountCreatedDescription(paidPlanLabel),
  });
}

export function magicLinkSentToast(): void {
  productToast({
    id: "magic-link-sent",
    variant: "success",
    title: TOAST_TEXT.magicLinkSentTitle,
    description: TOAST_TEXT.magicLinkSentDescription,
  });
}

export function authRequiredToast(): void {
  productToast({
    id: "auth-required",
    variant: "error",
    title: TOAST_TEXT.authRequiredTitle,
    description: TOAST_TEXT.authRequiredDescription,
  });
}

/** Generic failure notice: 'Error' plus a message. */
export function errorToast(message: string): void {
  productToast({ variant: "error", title: TOAST_TEXT.errorTitle, description: message });
}

export function successToast(title: string, description?: string): void {
  productToast({ variant: "success", title, description });
}

/** 'Premium Feature — {title} is a premium feature. Upgrade to gain access.' */
export function premiumFeatureToast(featureTitle: string): void {
  productToast({
    id: "premium-feature",
    variant: "error",
    title: "Premium Feature",
    description: `${featureTitle} is a premium feature. Upgrade to gain access.`,
  });
}

/** A search result above the user's plan: 'Upgrade to {plan} to access this feature'. */
export function upgradeRequiredToast(planLabel: string): void {
  productToast({
    id: "upgrade-required",
    variant: "error",
    title: "Premium Feature",
    description: `Upgrade to ${planLabel} to access this feature`,
  });
}

/** A non-admin clicking a directory entry. */
export function accessRestrictedToast(): void {
  productToast({
    id: "access-restricted",
    variant: "error",
    title: "Access Restricted",
    description: "The directory is only clickable by administrators.",
  });
}

type NotifyVariant = "default" | "success" | "info" | "warning" | "error" | "loading";

interface NotifyOptions {
  description?: string;
  variant?: NotifyVariant;
  /** Reusing an id replaces that notification instead of adding another. */
  id?: string | number;
  /** Milliseconds; the area's default is 4000. */
  duration?: number;
}

let nextNotificationId = 1;

/** Sonner arrives with the notification area (loaded on demand): wait for both before talking to it. */
async function sonner() {
  wantToasters();
  const [module] = await Promise.all([import("sonner"), notificationAreaMounted]);
  return module.toast;
}

/**
 * A background notification in the notification area (bottom right, up to 3 at once, Alt+T expands):
 * things that happened while the user was doing something else. Returns the notification's id.
 * @public The specification's notification area; no feature raises a background notification yet.
 */
export function notify(title: string, options: NotifyOptions = {}): string | number {
  const { variant = "default", id = `notification-${nextNotificationId++}`, ...rest } = options;
  const data = { id, ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) };
  void sonner().then((toast) => {
    if (variant === "default") toast(title, data);
    else toast[variant](title, data);
  });
  return id;
}

/**
 * Removes one background notification, or all of them without an id.
 * @public With notify().
 */
export function dismissNotification(id?: string | number): void {
  void sonner().then((toast) => toast.dismiss(id));
}
