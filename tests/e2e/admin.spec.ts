/**
 * An admin finds a user, changes their plan, and the user's access changes on their next request;
 * an admin finds an organiser's event, views it and deletes it. Admins are listed in ADMIN_EMAILS and
 * confirm their address through the mail first, since a listed address is only an admin once proven.
 */
import { request as apiRequest, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_ADMIN_EMAILS, E2E_BASE_URL, E2E_MAIL_DIR } from "../../playwright.config.ts";
import { PASSWORD, signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { waitForLink } from "./support/mailbox.ts";

/** Signs a listed address up: refused the admin pages until its owner opens the confirmation mail's link. */
async function signUpListedAdmin(page: Page, email: string, firstName: string, lastName: string) {
  await signUpInBrowser(page, { email, firstName, lastName });
  await page.goto("/admin/users");
  await expect(page.getByText("Administrators only").first()).toBeVisible();
  await page.goto(await waitForLink(E2E_MAIL_DIR, email, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }),
  ).toBeVisible();
}

test("an admin changes a user's plan and the user's premium page opens", async ({ page }) => {
  // The member signs up in a separate API context (another person, another address).
  const memberEmail = uniqueEmail("member");
  const member = await apiRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { origin: E2E_BASE_URL, "x-forwarded-for": "10.77.0.1" },
  });
  const signedUp = await member.post("/api/auth/sign-up/email", {
    data: { firstName: "Mae", lastName: "Jemison", name: "Mae Jemison", email: memberEmail, password: PASSWORD },
  });
  expect(signedUp.status()).toBe(200);
  expect((await member.get("/api/features/rsvp-management/access")).status()).toBe(403);

  await signUpListedAdmin(page, E2E_ADMIN_EMAILS[0]!, "Alma", "Admin");
  await page.goto("/admin/users");
  await page
    .getByRole("searchbox")
    .or(page.getByLabel(/Search users/))
    .first()
    .fill("Jemison");
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

test("an admin finds an organiser's event, views it and deletes it", async ({ page }) => {
  const organiser = await apiRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { origin: E2E_BASE_URL, "x-forwarded-for": "10.77.0.2" },
  });
  const signedUp = await organiser.post("/api/auth/sign-up/email", {
    data: {
      firstName: "Otto",
      lastName: "Planner",
      name: "Otto Planner",
      email: uniqueEmail("otto"),
      password: PASSWORD,
    },
  });
  expect(signedUp.status()).toBe(200);
  const created = await organiser.post("/api/events", {
    data: {
      name: "Planner Family Picnic",
      eventTypeId: "family-type-1",
      startAt: "2027-07-04T11:00:00Z",
      endAt: "2027-07-04T17:00:00Z",
      timeZone: "America/New_York",
      locationName: "Riverside Park",
    },
  });
  expect(created.status()).toBe(201);

  await signUpListedAdmin(page, E2E_ADMIN_EMAILS[1]!, "Ravi", "Records");
  await page.goto("/admin/events");
  await page.getByLabel("Search events").fill("otto planner");
  await page.getByRole("button", { name: "View Planner Family Picnic" }).first().click();
  const details = page.getByRole("dialog", { name: "Planner Family Picnic" });
  await expect(details.getByText("Riverside Park")).toBeVisible();
  await expect(details.getByText(/America\/New York/)).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Delete Planner Family Picnic" }).first().click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Planner Family Picnic?" });
  await expect(confirm.getByText(/recorded in the owner's history/)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete event" }).click();
  await expect(page.getByText(/No events match/)).toBeVisible();
  expect((await (await organiser.get("/api/events")).json()).total).toBe(0);
  await organiser.dispose();
});

test("a member cannot open admin pages", async ({ page }) => {
  await signUpInBrowser(page);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin", exact: true }),
  ).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page.getByText("Administrators only").first()).toBeVisible();
});
