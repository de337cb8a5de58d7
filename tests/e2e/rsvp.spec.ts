/**
 * A premium organiser imports 20 classmates from a spreadsheet, invites them all by email, and watches
 * the counts move as a guest answers from the emailed link (no account); then subscribes to their
 * calendar and the feed parses as real iCalendar with the reunion in it.
 */
import ical from "node-ical";
import { expect, test } from "./support/test.ts";
import { E2E_BASE_URL, E2E_MAIL_DIR } from "../../playwright.config.ts";
import { signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { mailsTo, waitForLink } from "./support/mailbox.ts";
import { seriousViolations } from "./support/axe.ts";

test("import 20 guests, invite them, a guest answers from the email, counts and calendar follow", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Premium", firstName: "Olive", lastName: "Organiser" });
  const created = await page.request.post("/api/events", {
    data: {
      name: "Class of 2006 Reunion",
      eventTypeId: "school-type-1",
      startAt: "2030-06-15T19:00:00+02:00",
      endAt: "2030-06-15T23:30:00+02:00",
      timeZone: "Europe/Amsterdam",
      locationName: "The Old Gym",
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(created.status()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };
  const emails = Array.from({ length: 20 }, (_, i) => uniqueEmail(`classmate${i}`));
  const csv = [
    "Name,Email,Class Year,Party size",
    ...emails.map((email, i) => `Classmate ${i + 1},${email},2006,2`),
  ].join("\n");

  // The event's RSVP tab: empty at first, then an import with its preview.
  await page.goto(`/event-details/${eventId}?tab=rsvps`);
  await page.getByRole("button", { name: "Import from CSV" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Import guests from CSV" });
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name: "classmates.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByRole("button", { name: "Import 20 guests" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Import 20 guests" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Classmate 20", { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Invite everyone: the mails go out through the job queue to the real SMTP sink.
  await page.getByRole("button", { name: "Invite everyone not yet invited" }).click();
  await page.getByRole("button", { name: "Send the invitations" }).click();
  await expect(page.getByLabel("Invited", { exact: true })).toHaveText("20");
  const guestEmail = emails[6]!;
  const link = await waitForLink(E2E_MAIL_DIR, guestEmail, "/invitation/");

  // The guest, in a browser of their own with no account, answers for two with meals left open.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByRole("heading", { name: "Class of 2006 Reunion" })).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByText("Yes, I'll be there").click();
  await guest.getByLabel("How many people are coming, you included?").selectOption("2");
  await guest.getByLabel("Name").nth(0).fill("Chris Classmate");
  await guest.getByRole("button", { name: "Send my answer" }).click();
  await expect(guest.getByText(/You're coming with 2 people/)).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await guestContext.close();

  // The organiser's counts follow (they refresh on their own while the tab is open).
  await expect(page.getByLabel("Attending", { exact: true })).toHaveText("2", { timeout: 20_000 });
  await expect(page.getByLabel("No answer", { exact: true })).toHaveText("19");

  // The organiser subscribes to their calendar; the feed is real iCalendar with the reunion in it.
  await page.goto("/calendar-integration");
  const address = await page.getByLabel("Your calendar address", { exact: true }).inputValue();
  expect(address).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/feed\//);
  const feed = await page.request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const entries = Object.values(ical.sync.parseICS(await feed.text())).filter(
    (entry): entry is ical.VEvent => entry?.type === "VEVENT",
  );
  const reunion = entries.find((entry) => entry.summary === "Class of 2006 Reunion");
  expect(reunion, "the reunion is in the feed").toBeDefined();
  expect(reunion!.start.toISOString()).toBe("2030-06-15T17:00:00.000Z");
});

test("the organiser sets meals and a capacity, records a phone answer, reminds the rest, and moves the event by keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Premium" });
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { data, headers: { origin: E2E_BASE_URL } });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const { id: eventId } = await post("/api/events", {
    name: "Harbour Picnic",
    eventTypeId: "friends-type-1",
    startAt: "2030-06-15T17:00:00Z",
    endAt: "2030-06-15T20:00:00Z",
    timeZone: "UTC",
    locationName: "The harbour",
  });
  const phoned = uniqueEmail("phoned");
  const quiet = uniqueEmail("quiet");
  await post(`/api/events/${eventId}/guests`, { name: "Phoebe Phone", email: phoned, partyMax: 2 });
  await post(`/api/events/${eventId}/guests`, { name: "Quentin Quiet", email: quiet });
  await post(`/api/events/${eventId}/invitations`, {});

  await page.goto(`/rsvp?event=${eventId}`);
  // Settings: a capacity and a meal choice, saved.
  const settings = page.getByRole("form", { name: "RSVP settings" });
  await settings.getByLabel("Capacity").fill("10");
  await settings.getByLabel("New meal option").fill("Grilled fish");
  await settings.getByRole("button", { name: "Add meal option" }).click();
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByLabel("Places left", { exact: true })).toHaveText("10");
  const saved = await (await page.request.get(`/api/events/${eventId}/rsvp/settings`)).json();
  expect(saved).toMatchObject({ capacity: 10, mealOptions: ["Grilled fish"] });

  // A guest phones in: the organiser records a yes for two.
  await page.getByRole("button", { name: "Actions for Phoebe Phone" }).first().click();
  await page.getByRole("menuitem", { name: "Record an answer" }).click();
  const answer = page.getByRole("dialog", { name: "Record Phoebe Phone's answer" });
  await answer.getByLabel("Attending", { exact: true }).check();
  await answer.getByLabel("People coming").fill("2");
  await answer.getByRole("button", { name: "Save answer" }).click();
  await expect(answer).toBeHidden();
  await expect(page.getByLabel("Attending", { exact: true })).toHaveText("2");
  await expect(page.getByLabel("Places left", { exact: true })).toHaveText("8");

  // A reminder now reaches only the guest who has not answered.
  await page.getByRole("button", { name: "Send reminder now" }).click();
  await expect(page.getByText("1 guest reminded")).toBeVisible({ timeout: 20_000 });
  const reminded = (address: string) =>
    mailsTo(E2E_MAIL_DIR, address).some((mail) =>
      mail.raw.includes("Subject: Reminder: will you come to Harbour Picnic?"),
    );
  expect(reminded(quiet)).toBe(true);
  expect(reminded(phoned)).toBe(false);

  // The interactive calendar: open the event and move it a day later with the keyboard's date field.
  await page.goto("/interactive-calendar?date=2030-06-15");
  await page
    .getByRole("button", { name: /Harbour Picnic/ })
    .first()
    .click();
  const item = page.getByRole("dialog", { name: "Harbour Picnic" });
  await item.getByLabel(/Move to/).fill("2030-06-16T17:00");
  await item.getByRole("button", { name: "Move" }).click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/events/${eventId}`)).json()).startAt)
    .toBe("2030-06-16T17:00:00.000Z");
});
