/**
 * An admin finds a user, changes their plan, and the user's access changes on their next request.
 */
import { request as apiRequest } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_ADMIN_EMAILS, E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { PASSWORD, signUpInBrowser, uniqueEmail } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("an admin changes a user's plan and the user's premium page opens", async ({ page }) => {
  // The member signs up in a separate API context (another person, another address).
  const memberEmail = uniqueEmail("member");
  const member = await apiRequest.newContext({
    baseURL: E2E_NO_SMTP_BASE_URL,
    extraHTTPHeaders: { origin: E2E_NO_SMTP_BASE_URL, "x-forwarded-for": "10.77.0.1" },
  });
  const signedUp = await member.post("/api/auth/sign-up/email", {
    data: { firstName: "Mae", lastName: "Jemison", name: "Mae Jemison", email: memberEmail, password: PASSWORD },
  });
  expect(signedUp.status()).toBe(200);
  expect((await member.get("/api/features/rsvp-management/access")).status()).toBe(403);

  await signUpInBrowser(page, { email: E2E_ADMIN_EMAILS[0], firstName: "Alma", lastName: "Admin" });
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await page.goto("/admin/users");
  await page.getByRole("searchbox").or(page.getByLabel(/Search users/)).first().fill("Jemison");
  await page.getByRole("button", { name: "Manage Mae Jemison" }).first().click();
  const panel = page.getByRole("dialog", { name: "Mae Jemison" });
  await panel.getByRole("combobox", { name: "Plan", exact: true }).selectOption({ label: "Premium" });
  await panel.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByText(/Premium/).first()).toBeVisible();
  await expect.poll(async () => (await member.get("/api/features/rsvp-management/access")).status()).toBe(200);

  await panel.getByRole("tab", { name: "History" }).click();
  await expect(panel.getByText(/Free.*Premium|Premium/).first()).toBeVisible();
  await member.dispose();
});

test("a member cannot open admin pages", async ({ page }) => {
  await signUpInBrowser(page);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page.getByText("Administrators only").first()).toBeVisible();
});
