/** Browser helpers shared by the journeys: sign a new person up, sign in, read the local mailbox. */
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";

export const PASSWORD = "a-long-enough-password";

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export async function signUpInBrowser(
  page: Page,
  options: { email?: string; firstName?: string; lastName?: string; plan?: "Premium" | "Pro" } = {},
): Promise<string> {
  const email = options.email ?? uniqueEmail("user");
  await page.goto("/signup");
  await page.getByLabel("First name").fill(options.firstName ?? "Ada");
  await page.getByLabel("Last name").fill(options.lastName ?? "Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  if (options.plan) await (await hydrated(page.getByRole("radio", { name: options.plan }))).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/**
 * Someone who already has an account (made through the API from `origin`, the server's address), signed out
 * again: for journeys that start at sign-in. Answers the address.
 */
export async function existingAccount(
  page: Page,
  origin: string,
  person: { firstName: string; lastName: string },
): Promise<string> {
  const email = uniqueEmail(person.firstName.toLowerCase());
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    data: {
      email,
      password: PASSWORD,
      name: `${person.firstName} ${person.lastName}`,
      ...person,
      planType: "free",
      wantsAffiliate: false,
    },
    headers: { origin },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await page.context().clearCookies();
  return email;
}
