/**
 * The free core end to end, as issue 4 puts it: a free organiser starts an event from a template, adds a
 * venue and two activities, ticks and prints a checklist, publishes the information page, and a guest
 * without an account opens it.
 */
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("a free organiser plans a class reunion from a template and shares its information page", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { firstName: "Rosa", lastName: "Reunion" });
  // The account has loaded once the welcome names her; a free plan has no Pro dashboard among the quick links.
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, Rosa/ })).toBeVisible();
  const quickLinks = page.getByRole("region", { name: "Quick links" });
  await expect(quickLinks.getByRole("link", { name: /Create an event/ })).toBeVisible();
  await expect(quickLinks.getByRole("link", { name: /Pro dashboard/ })).toHaveCount(0);

  // The picker, then the template, then the event.
  await page.goto("/templates");
  await page.getByLabel(/Search templates/).fill("class reunion");
  await page
    .getByRole("link", { name: /Class Reunion/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/templates\/school$/);
  await page.getByRole("button", { name: "Use this template" }).first().click();
  const use = page.getByRole("dialog", { name: "Use the Class Reunion template" });
  await use.getByLabel("Event name").fill("Riverside High Class of 2007");
  await use.getByLabel("First day").fill("2027-09-18");
  await use.getByLabel("Start time").fill("17:00");
  await use.getByLabel("Time zone").selectOption("Europe/London");
  await use.getByRole("button", { name: "Create event" }).click();
  await expect(page).toHaveURL(/\/event-details\/[0-9a-f-]{36}$/);
  const eventId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "Riverside High Class of 2007" })).toBeVisible();
  await expect(page.getByText("Class Year").first()).toBeVisible();

  // A venue, booked for the event.
  await page.goto("/create-venue");
  await page.getByLabel("Name", { exact: true }).fill("Riverside Hall");
  const venueForm = page.getByRole("form", { name: "Save venue" });
  await venueForm.getByLabel("City", { exact: true }).fill("York");
  await venueForm.getByLabel("Capacity", { exact: true }).fill("200");
  await venueForm.getByRole("button", { name: "Save venue" }).click();
  await expect(page.getByRole("heading", { name: "Riverside Hall" })).toBeVisible();
  await page.goto(`/edit-event/${eventId}`);
  await page.getByLabel("Venue").selectOption({ label: "Riverside Hall (York)" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/event-details/${eventId}$`));
  await expect(page.getByRole("link", { name: "Riverside Hall" }).first()).toBeVisible();

  // Two activities of our own beside the template's: one in the hall, one down the road.
  await page.goto(`/create-activity?eventId=${eventId}`);
  await page.getByLabel("Name", { exact: true }).fill("Photo booth");
  await page.getByLabel("Start").fill("2027-09-18T18:00");
  await page.getByLabel("End").fill("2027-09-18T19:00");
  await page.getByLabel("Venue").selectOption({ label: "Riverside Hall (York) – the event's venue" });
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { name: "Photo booth" })).toBeVisible();
  await page.goto(`/create-activity?eventId=${eventId}`);
  await page.getByLabel("Name", { exact: true }).fill("Late-night diner run");
  await page.getByLabel("Start").fill("2027-09-18T22:30");
  await page.getByLabel("End").fill("2027-09-18T23:30");
  await page.getByLabel("Place").fill("Ed's Diner, Bridge Street");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { name: "Late-night diner run" })).toBeVisible();

  await page.goto(`/event-details/${eventId}?tab=activities`);
  const activities = page.getByRole("tabpanel", { name: "Activities" });
  await expect(activities.getByText("Tour of the old school").first()).toBeVisible();
  await expect(activities.getByText("Photo booth").first()).toBeVisible();
  await expect(activities.getByText("Late-night diner run").first()).toBeVisible();

  // The template's checklist: tick the first item, then print it.
  await page.goto(`/checklists?eventId=${eventId}`);
  const checklist = page.getByRole("region", { name: "Class Reunion checklist" });
  const first = "Form a committee with classmates from different friend groups";
  await checklist.getByRole("checkbox", { name: first }).click();
  await expect(checklist.getByText("1 of 18 done")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Class Reunion checklist" }).getByRole("checkbox", { name: first }),
  ).toBeChecked();

  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole("button", { name: "Print Class Reunion checklist" }).click();
  await page.emulateMedia({ media: "print" });
  const sheet = page.locator(".checklist-print");
  await expect(sheet.getByRole("heading", { name: "Riverside High Class of 2007" })).toBeVisible();
  await expect(sheet.getByRole("img", { name: "Done", exact: true })).toHaveCount(1);
  await expect(page.getByRole("banner")).toBeHidden();
  const pdf = await page.pdf({ format: "A4", path: test.info().outputPath("class-reunion-checklist.pdf") });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await page.emulateMedia({ media: "screen" });

  // The information page, published and opened by a guest without an account.
  await page.goto(`/event-details/${eventId}?tab=info-pages`);
  await page.getByRole("link", { name: "Create information page" }).click();
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/event-info-editor\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Guests with the link see exactly this version.")).toBeVisible();
  const link = await page.getByLabel("Public link").inputValue();

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole("heading", { level: 1, name: "Riverside High Class of 2007" })).toBeVisible();
  await expect(guestPage.getByText("Riverside Hall").first()).toBeVisible();
  await expect(guestPage.getByText("Photo booth").first()).toBeVisible();
  await expect(guestPage.getByText("Late-night diner run").first()).toBeVisible();
  await guest.close();
});
