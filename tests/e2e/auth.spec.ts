/**
 * The account journey in a real browser: sign up, confirm the email through a real SMTP
 * server, sign out, sign in by password, sign in by magic link.
 */
import { expect, test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { E2E_MAIL_DIR } from "../../playwright.config.ts";
import { hydrated } from "./support/hydration.ts";
import { waitForLink } from "./support/mailbox.ts";

const PASSWORD = "a-long-enough-password";
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(page: Page, email: string, plan?: "Premium" | "Pro") {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(`  ${email} `);
  await page.getByLabel("Password").fill(PASSWORD);
  if (plan) await (await hydrated(page.getByRole("radio", { name: plan }))).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(
    page
      .getByText("Signed out. You have been successfully signed out.")
      .or(page.getByText("You have been successfully signed out.")),
  ).toBeVisible();
}

test("sign up, confirm the email, sign out, sign in by password and by magic link", async ({ page }) => {
  const email = uniqueEmail("ada");

  await signUp(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Account created! Welcome to Gatherly!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
  await expect(page.getByText("Please confirm your email address")).toBeVisible();

  const confirmLink = await waitForLink(E2E_MAIL_DIR, email, "/api/auth/verify-email");
  await page.goto(confirmLink);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
  await expect(page.getByText("Please confirm your email address")).toHaveCount(0);

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Authentication Required")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page
      .getByText("Welcome back! You have successfully signed in.")
      .or(page.getByText("You have successfully signed in.")),
  ).toBeVisible();

  await signOut(page);
  await page.goto("/login");
  await (await hydrated(page.getByRole("tab", { name: "Magic link" }))).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send magic link" }).click();
  await expect(
    page
      .getByText("Magic link sent! Check your email for a sign-in link.")
      .or(page.getByText("Check your email for a sign-in link.")),
  ).toBeVisible();

  const magicLink = await waitForLink(E2E_MAIL_DIR, email, "/api/auth/magic-link/verify");
  await page.goto(magicLink);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();

  // The link works once.
  await signOut(page);
  await page.goto(magicLink);
  await expect(page.getByText("This sign-in link is invalid or has expired.")).toBeVisible();
});

test("a premium sign-up is told its plan and sees it on the dashboard", async ({ page }) => {
  await signUp(page, uniqueEmail("grace"), "Premium");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You're now on the Premium plan.", { exact: false })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("pendingPlanType"));
  expect(stored).toBe("premium");
});

test("sign-up errors are shown under the field", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test("a sign-up with a registered address is told to check the email, and the owner is mailed", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("taken");
  await signUp(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const other = await browser.newContext({
    extraHTTPHeaders: {
      "x-forwarded-for": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const prober = await other.newPage();
  await signUp(prober, email);
  await expect(prober.getByText("Check your email")).toBeVisible();
  await expect(prober).toHaveURL(/\/login$/);
  // The owner learns of it; the answer on screen did not say the address has an account.
  expect(await waitForLink(E2E_MAIL_DIR, email, "/login")).toContain("/login");
  await other.close();
});
