/**
 * Volunteers and staff (issue 23, business): the organiser adds a role and a shift and publishes it, then opens
 * the application link; a volunteer opens it on a phone and applies without an account; the organiser approves
 * them; the volunteer takes the shift on their own page; the organiser checks them in and their hours show on
 * both sides.
 */
import { expect, test } from "./support/test.ts";
import { signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { createEvent } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { anotherPerson, makeBusiness } from "./support/business.ts";

test("an organiser fills a shift with a volunteer who applied by link, and credits their hours", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olga", lastName: "Organiser" });
  await makeBusiness(page, browser);
  const eventId = await createEvent(page, { name: "Harbour Clean-up", status: "published" });

  // Roles and shifts, from the page the catalogue links to.
  await page.goto(`/business/volunteers?eventId=${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Volunteer & Staff Management" })).toBeVisible();
  await expect(page.getByText("No shifts yet")).toBeVisible();
  await page.getByRole("button", { name: "Add role" }).click();
  const roleDialog = page.getByRole("dialog", { name: "Add a role" });
  await roleDialog.getByLabel("Name").fill("Registration desk");
  await roleDialog.getByLabel("What the role does").fill("Welcome people and hand out gloves and bags.");
  await roleDialog.getByRole("button", { name: "Add role" }).click();
  await expect(page.getByRole("list", { name: "Roles" }).getByText("Registration desk")).toBeVisible();

  await page.getByRole("button", { name: "Add shift" }).click();
  const shiftDialog = page.getByRole("dialog", { name: "Add a shift" });
  await expect(shiftDialog.getByLabel("Role")).toHaveValue(/.+/);
  await shiftDialog.getByLabel("Starts").fill("2030-06-14T17:00");
  await shiftDialog.getByLabel("Ends").fill("2030-06-14T19:30");
  await shiftDialog.getByLabel("Place").fill("Harbour gate, blue tent");
  await shiftDialog.getByLabel("People needed").fill("1");
  await shiftDialog.getByRole("button", { name: "Add shift" }).click();
  const shift = page.getByRole("listitem", { name: /^Registration desk, / });
  await expect(shift.getByText("Needs 1 more")).toBeVisible();
  await expect(shift.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish 1 draft shift" }).click();
  await expect(page.getByText("1 shift published")).toBeVisible();
  await expect(shift.getByText("Draft", { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The application link, opened.
  await page.getByRole("tab", { name: "Volunteers" }).click();
  const linkCard = page.getByRole("region", { name: "Application link" });
  await linkCard.getByRole("button", { name: "Open applications" }).click();
  await expect(linkCard.getByText("Taking applications")).toBeVisible();
  const link = await linkCard.getByLabel("Application link").inputValue();
  expect(link).toContain("/volunteer-application/");

  // A volunteer applies on a phone, no account.
  const volunteer = await anotherPerson(browser, 375);
  await volunteer.goto(link);
  await expect(volunteer.getByRole("heading", { level: 1, name: "Harbour Clean-up" })).toBeVisible();
  await expect(volunteer.getByText("Welcome people and hand out gloves and bags.")).toBeVisible();
  expect(await seriousViolations(volunteer)).toEqual([]);
  await volunteer.getByRole("button", { name: "Send my application" }).click();
  await expect(volunteer.getByText("Name is required")).toBeVisible();
  await volunteer.getByLabel("Your name").fill("Vic Volunteer");
  await volunteer.getByLabel("Your email").fill(uniqueEmail("vic"));
  await volunteer.getByLabel("Phone").fill("+31 6 1234 5678");
  await volunteer.getByLabel("When can you help?").fill("Saturday afternoon");
  await volunteer.getByLabel("Skills").fill("first aid, Dutch");
  await volunteer.getByRole("button", { name: "Send my application" }).click();
  await expect(volunteer.getByText("Thank you! Your application is in")).toBeVisible();
  await volunteer.getByRole("link", { name: "Open my volunteer page" }).click();
  await expect(volunteer).toHaveURL(/\/volunteer\/[^/]+$/);
  await expect(volunteer.getByText("Your application is waiting for approval")).toBeVisible();

  // The organiser approves them.
  await page.reload();
  const people = page.getByRole("region", { name: "Volunteers" });
  const vic = people.getByRole("listitem", { name: "Vic Volunteer" });
  await expect(vic.getByText("Saturday afternoon")).toBeVisible();
  await vic.getByRole("button", { name: "Approve Vic Volunteer" }).click();
  await expect(page.getByText("Vic Volunteer is approved")).toBeVisible();

  // The volunteer takes the shift on their own page.
  await volunteer.reload();
  const open = volunteer.getByRole("region", { name: "Open shifts" });
  await expect(open.getByText("Harbour gate, blue tent")).toBeVisible();
  await open.getByRole("button", { name: /^Sign up for Registration desk/ }).click();
  await expect(volunteer.getByText("You're on the Registration desk shift")).toBeVisible();
  const mine = volunteer.getByRole("region", { name: "My shifts" });
  await expect(mine.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(volunteer.getByRole("link", { name: /Download \.ics/ })).toHaveAttribute("href", /calendar\.ics$/);

  // Asking for a swap offers the shift to the others; it stays Vic's, and the offer can be taken back.
  await mine.getByRole("button", { name: "Ask for a swap" }).click();
  await volunteer
    .getByRole("dialog", { name: "Ask for a swap" })
    .getByRole("button", { name: "Offer the shift" })
    .click();
  await expect(volunteer.getByText("Your Registration desk shift is offered for a swap")).toBeVisible();
  await expect(mine.getByText("Offered for a swap")).toBeVisible();
  const swaps = volunteer.getByRole("region", { name: "Swaps" });
  await expect(swaps.getByText("You offered it to every approved volunteer.")).toBeVisible();
  await swaps.getByRole("button", { name: "Take back the offer" }).click();
  await expect(volunteer.getByText("You took back your offer")).toBeVisible();
  await expect(mine.getByText("Offered for a swap")).toHaveCount(0);

  // The organiser sees the shift covered, checks Vic in, and the hours show.
  await page.getByRole("tab", { name: "Coverage" }).click();
  await expect(page.getByText("The shift has the people it needs.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Swaps" }).getByText("Taken back")).toBeVisible();
  await page.getByRole("tab", { name: "Shifts" }).click();
  await expect(shift.getByText("Fully staffed")).toBeVisible();
  await shift.getByRole("button", { name: "Check in Vic Volunteer" }).click();
  await expect(shift.getByText("Checked in · 2.5 hours")).toBeVisible();
  // Vic stayed to help pack up: half an hour more.
  await shift.getByRole("button", { name: "Adjust the hours of Vic Volunteer" }).click();
  const hoursDialog = page.getByRole("dialog", { name: "Adjust hours" });
  await hoursDialog.getByLabel("Hours").fill("3");
  await hoursDialog.getByRole("button", { name: "Save hours" }).click();
  await expect(shift.getByText("Checked in · 3 hours")).toBeVisible();
  await page.getByRole("tab", { name: "Hours" }).click();
  const ledger = page.getByRole("region", { name: "Hours" });
  await expect(ledger.getByRole("row", { name: /Vic Volunteer/ })).toContainText("3 hours");

  await volunteer.reload();
  await expect(volunteer.getByText("3 hours", { exact: true })).toBeVisible();
  await expect(volunteer.getByText("Checked in · 3 hours")).toBeVisible();
  await volunteer.context().close();

  // The same tools from the event's page, and the staff page opened on coverage.
  await page.goto(`/events/${eventId}?tab=volunteers`);
  await expect(page.getByRole("listitem", { name: /^Registration desk, / }).getByText("Fully staffed")).toBeVisible();
  await page.goto(`/business/staff-management?eventId=${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Management" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Coverage" })).toHaveAttribute("aria-selected", "true");
});

test("a wrong volunteer link says so kindly", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/volunteer-application/not-a-real-token");
  await expect(page.getByRole("heading", { name: "This volunteer application link is not valid" })).toBeVisible();
  await page.goto("/volunteer/not-a-real-token");
  await expect(page.getByRole("heading", { name: "This volunteer page link is not valid" })).toBeVisible();
});
