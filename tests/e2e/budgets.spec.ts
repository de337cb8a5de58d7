/**
 * A premium organiser plans the budget of a class reunion: starts it from the class reunion template with
 * an overall limit, marks a line paid, records an expense with a photo of its receipt, sees what is spent
 * and what is left change, opens the receipt, downloads the budget as a spreadsheet, and deletes it to start over.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { createEvent } from "./support/api.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

/** A 1x1 PNG: what a phone's photo of a receipt is, as far as the server can tell. */
const RECEIPT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("start a budget from a template, record an expense with its receipt, export", async ({ page }) => {
  await signUpInBrowser(page, { plan: "Premium" });
  const eventId = await createEvent(page);

  // Planning: no budget yet; the class reunion plan is offered for a school event.
  await page.goto(`/budget-planning?eventId=${eventId}`);
  await expect(page.getByRole("heading", { name: "Budget planning" })).toBeVisible();
  await page.getByLabel("Overall limit").fill("12000");
  await page.getByRole("button", { name: "Start from Class Reunion" }).click();

  // The overview: the template's lines, their planned total, and what is left of the limit.
  await expect(page).toHaveURL(new RegExp(`/budgeting\\?eventId=${eventId}$`));
  await expect(page.getByText("Banquet room hire")).toBeVisible();
  const totals = page.getByRole("region", { name: "Budget totals" });
  await expect(totals.getByLabel("Planned", { exact: true })).toHaveText("$10,520.00");
  await expect(totals.getByLabel("Remaining", { exact: true })).toHaveText("$12,000.00");
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Mark the DJ paid.
  await page.getByRole("checkbox", { name: "DJ paid" }).click();
  await expect(totals.getByLabel("Marked paid", { exact: true })).toHaveText("$600.00");

  // An expense against the banquet room, with its receipt.
  await page
    .getByRole("link", { name: /Expenses/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/expense-tracking\\?eventId=${eventId}$`));
  await expect(page.getByRole("heading", { name: "No expenses yet" })).toBeVisible();
  await page.getByRole("button", { name: "Add expense" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add an expense" });
  await dialog.getByLabel("Description").fill("Banquet room deposit");
  await dialog.getByLabel("Amount").fill("2,000.50");
  await dialog.getByLabel("For").selectOption({ label: "Banquet room hire" });
  await dialog.getByLabel("Vendor").fill("Grand Hotel");
  await dialog
    .getByLabel("Receipt (optional)")
    .setInputFiles({ name: "deposit.png", mimeType: "image/png", buffer: RECEIPT_PNG });
  const uploaded = page.waitForResponse((r) => r.url().includes("/receipt") && r.request().method() === "PUT");
  await dialog.getByRole("button", { name: "Add expense" }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole("region", { name: "Expenses" })
    .getByRole("listitem")
    .filter({ hasText: "Banquet room deposit" });
  await expect(row.getByText("Receipt", { exact: true })).toBeVisible();
  await expect(row.getByText("$2,000.50")).toBeVisible();
  await expect(totals.getByLabel("Spent", { exact: true })).toHaveText("$2,000.50");
  await expect(totals.getByLabel("Remaining", { exact: true })).toHaveText("$9,999.50");

  // The receipt opens for its owner, as the image it is.
  await row.getByRole("button", { name: "Actions for Banquet room deposit" }).click();
  const opened = page.waitForEvent("popup");
  await page.getByRole("menuitem", { name: "View receipt" }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  const file = await page.request.get(popup.url());
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  await popup.close();

  // The line now shows its spent amount, and the export carries it.
  await page.getByRole("link", { name: "Overview" }).click();
  const hall = page.getByRole("listitem").filter({ hasText: "Banquet room hire" });
  await expect(hall.getByText("$2,000.50")).toBeVisible();
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV download of the budget" }).click();
  const download = await csvDownload;
  expect(download.suggestedFilename()).toBe("class-of-2010-reunion-budget.csv");
  const csv = await page.request.get(`/api/events/${eventId}/budget/export?format=csv&of=lines`);
  expect(await csv.text()).toContain("Venue,Banquet room hire,,,No,1500,2000.5,-500.5,USD,");

  // The event's own page has the same figures on its Budget tab, and the way into the budget.
  await page.goto(`/event-details/${eventId}?tab=budget`);
  const tab = page.getByRole("region", { name: "Budget", exact: true });
  await expect(tab.getByLabel("Spent", { exact: true })).toHaveText("$2,000.50");
  await tab.getByRole("link", { name: "Open the budget" }).click();
  await expect(page).toHaveURL(new RegExp(`/budgeting\\?eventId=${eventId}$`));

  // Starting over: the planning page deletes the budget, receipt and all, after asking.
  await page.goto(`/budget-planning?eventId=${eventId}`);
  await page.getByRole("button", { name: "Delete budget" }).click();
  const confirm = page.getByRole("alertdialog", { name: /Delete the budget of/ });
  await confirm.getByRole("button", { name: "Delete budget" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Budget deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start from Class Reunion" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete budget" })).toHaveCount(0);
  expect((await page.request.get(`/api/events/${eventId}/budget/export?format=csv&of=lines`)).status()).toBe(404);
  await page.goto(`/event-details/${eventId}?tab=budget`);
  await expect(tab.getByText(/No budget yet/)).toBeVisible();
  await expect(tab.getByRole("link", { name: "Start a budget" })).toHaveAttribute(
    "href",
    `/budget-planning?eventId=${eventId}`,
  );
});
