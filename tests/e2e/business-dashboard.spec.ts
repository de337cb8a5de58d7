/**
 * A business owner opens the business dashboard: the account's upcoming event with how its guests answered and
 * its open tasks. On the bulk operations page they tick guests and tag them, then select the whole list and
 * delete it after a confirmation that names what is lost. Both pages are checked on a phone too.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { signUpInBrowser } from "./support/accounts.ts";
import { apiCall, createEvent } from "./support/api.ts";
import { makeBusiness } from "./support/business.ts";
import { seriousViolations } from "./support/axe.ts";

const SHOTS = ".tmp/shots/business";

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("a business owner sees the account's dashboard and tags and deletes guests in bulk", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Bea", lastName: "Boss" });
  await makeBusiness(page, browser);
  const eventId = await createEvent(page, { name: "Harbour Gala" });
  const guestIds: string[] = [];
  for (const name of ["Ada Lovelace", "Grace Hopper", "Alan Turing"]) {
    const guest = await apiCall<{ id: string }>(page, "post", `/api/events/${eventId}/guests`, { name });
    guestIds.push(guest.id);
  }
  await apiCall(page, "put", `/api/guests/${guestIds[0]}/answer`, { status: "yes" });
  await apiCall(page, "put", `/api/guests/${guestIds[2]}/answer`, { status: "no" });
  await apiCall(page, "post", `/api/events/${eventId}/tasks`, { title: "Book the caterer" });

  await page.goto("/business/dashboard");
  await expect(page.getByRole("heading", { name: "Business Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Upcoming events", { exact: true })).toHaveText("1");
  await expect(page.getByLabel("Open tasks", { exact: true })).toHaveText("1");
  const gala = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Harbour Gala" }) });
  await expect(gala.getByText("1 yes · 0 maybe · 1 no · 1 pending")).toBeVisible();
  await expect(page.getByRole("region", { name: "Team activity" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "dashboard-desktop");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(gala.getByText("1 yes · 0 maybe · 1 no · 1 pending")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, "dashboard-375");
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("link", { name: "Bulk operations" }).click();
  await expect(page).toHaveURL(/\/business\/bulk-operations/);
  await expect(page.getByRole("heading", { name: "Bulk Operations", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Guests" });
  await expect(list.getByRole("listitem")).toHaveCount(3);

  await list.getByLabel(/Ada Lovelace/).check();
  await list.getByLabel(/Grace Hopper/).check();
  await expect(page.getByText("2 guests selected")).toBeVisible();
  await page.getByRole("toolbar", { name: "Selected guests" }).getByRole("button", { name: "Tag" }).click();
  const tagDialog = page.getByRole("dialog", { name: "Tag the selected guests" });
  await tagDialog.getByLabel("Tag").fill("vip");
  await tagDialog.getByRole("button", { name: "Add tag" }).click();
  await expect(page.getByText("Tagged 2 guests")).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: "#vip" })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "bulk-desktop");

  // The rest on a phone: the toolbar wraps, the list and the confirmation still fit.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, "bulk-guests-375");
  await page.getByLabel("Select every guest on this page").check();
  await expect(page.getByText("3 guests selected")).toBeVisible();
  await page.getByRole("toolbar", { name: "Selected guests" }).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete the selected guests?" });
  await expect(
    confirm.getByText("Delete 3 guests with 2 answers and their personal invitation links? This cannot be undone."),
  ).toBeVisible();
  await shoot(page, "bulk-confirm-375");
  await confirm.getByRole("button", { name: "Delete 3 guests" }).click();
  await expect(page.getByText("Deleted 3 guests")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No guests yet" })).toBeVisible();

  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page.getByRole("list", { name: "Events" }).getByText("Harbour Gala")).toBeVisible();
  await page
    .getByRole("list", { name: "Events" })
    .getByLabel(/Harbour Gala/)
    .check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, "bulk-events-375");
});
