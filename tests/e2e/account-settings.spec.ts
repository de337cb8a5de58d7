/**
 * Account settings in a real browser: names, avatar upload, password change, preferred event type.
 */
import sharp from "sharp";
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { PASSWORD, signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("a user renames themselves, uploads a photo, changes their password and event type", async ({ page }) => {
  const email = await signUpInBrowser(page);
  await page.goto("/account-settings");

  const profile = page.locator("#profile");
  await profile.getByLabel("First name").fill("Augusta");
  await profile.getByLabel("Last name").fill("King");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Account settings" })).toHaveAttribute(
    "title",
    /Augusta King/,
  );

  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#f59e0b" } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("button", { name: "Remove photo" })).toBeVisible();
  await expect(page.locator('img[src^="/api/avatars/"]').first()).toBeVisible();

  const notImage = Buffer.from("plain text, not a picture");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: notImage });
  await expect(page.getByText(/JPEG, PNG, WebP or GIF/).first()).toBeVisible();

  await page.locator("#event-type").getByLabel("Event type").selectOption({ label: "School" });
  await page.locator("#event-type").getByRole("button", { name: "Save preference" }).click();
  await expect(page.getByText("Preference Updated")).toBeVisible();
  await expect(page.getByText('Your preferred event type is now "School".')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("preferredEventTypeId"))).toBe("school-type-1");

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("an-even-longer-password");
  await page.getByLabel("Confirm new password").fill("an-even-longer-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Password (changed|updated)/).first()).toBeVisible();

  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("an-even-longer-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Augusta King" })).toBeVisible();
});
