/**
 * Venues: add one, share it, and a guest without an account opens the link; the link can be revoked.
 */
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("add a venue, share it with a guest, then revoke the link", async ({ page, browser }) => {
  await signUpInBrowser(page);
  await page.goto("/create-venue");
  await page.getByLabel("Name", { exact: true }).fill("Harbour Hall");
  const form = page.getByRole("form", { name: "Save venue" });
  await form.getByLabel("City", { exact: true }).fill("Bristol");
  await form.getByLabel("Capacity", { exact: true }).fill("180");
  await form.getByRole("button", { name: "Save venue" }).click();
  await expect(page).toHaveURL(/\/venue-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Harbour Hall" })).toBeVisible();

  await page
    .getByRole("button", { name: /share link|Create link/i })
    .first()
    .click();
  const shareBox = page.locator("input[readonly]").first();
  await expect(shareBox).toHaveValue(/\/shared-venue\//);
  const url = await shareBox.inputValue();

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(url);
  await expect(guestPage.getByRole("heading", { name: "Harbour Hall" })).toBeVisible();
  await expect(guestPage.getByText("Bristol").first()).toBeVisible();

  await page.getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await guestPage.reload();
  await expect(guestPage.getByText("This venue link is not valid any more.")).toBeVisible();
  await guest.close();
});
