/**
 * A fresh laptop with no mail server: confirmation and sign-in links are read in the local
 * mailbox, so the whole account journey works with nothing set up.
 */
import { expect, test } from "@playwright/test";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { hydrated } from "./support/hydration.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("without SMTP, the local mailbox delivers the confirmation and the magic link", async ({ page }) => {
  const email = `lee.${Date.now()}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Lee");
  await page.getByLabel("Last name").fill("Local");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/dev/mailbox");
  const confirmation = page
    .getByRole("listitem")
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: "Confirm your email" });
  await confirmation.getByRole("link", { name: /verify-email/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Please confirm your email address")).toHaveCount(0);

  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await (await hydrated(page.getByRole("tab", { name: "Magic link" }))).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send magic link" }).click();
  await expect(page.getByText("Check your email for a sign-in link.", { exact: false }).first()).toBeVisible();

  await page.goto("/dev/mailbox");
  const signInMail = page
    .getByRole("listitem")
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: "sign-in link" });
  await signInMail
    .getByRole("link", { name: /magic-link\/verify/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Lee Local" })).toBeVisible();
});
