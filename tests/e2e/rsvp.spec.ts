/**
 * A premium organiser imports 20 classmates from a spreadsheet, invites them all by email (publishing the
 * draft first, as the page asks), and watches the counts move as a guest answers from the emailed link (no
 * account); then subscribes to their calendar and the feed parses as real iCalendar with the reunion in it.
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

  // Invite everyone: the event is still a draft, which is private, so the page asks to publish it first and
  // then carries on. The mails go out through the job queue to the real SMTP sink.
  await page.getByRole("button", { name: "Invite everyone not yet invited" }).click();
  const publishFirst = page.getByRole("alertdialog", { name: "Publish the event first" });
  await expect(publishFirst).toContainText("Publish the event before sending invitations.");
  expect(await seriousViolations(page)).toEqual([]);
  await publishFirst.getByRole("button", { name: "Publish event" }).click();
  await expect(publishFirst).toBeHidden();
  expect((await (await page.request.get(`/api/events/${eventId}`)).json()).status).toBe("published");
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
  // Published first: a draft sends no invitations.
  const published = await page.request.patch(`/api/events/${eventId}/status`, {
    data: { status: "published" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(published.status()).toBe(200);
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

test("on a phone an invitation shows who invites, when, where and the answer first; the organiser's toolbar and figures read whole", async ({
  page,
  browser,
}) => {
  await signUpInBrowser(page, { plan: "Premium", firstName: "Olive", lastName: "Organiser" });
  const call = async (method: "post" | "patch", url: string, data: unknown) => {
    const response = await page.request[method](url, { data, headers: { origin: E2E_BASE_URL } });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  // A June evening in New York: daylight time, GMT-4, whatever the date the test runs on.
  const { id: eventId } = await call("post", "/api/events", {
    name: "Summer Reunion in Brooklyn",
    eventTypeId: "school-type-1",
    startAt: "2030-06-15T18:00:00-04:00",
    endAt: "2030-06-15T23:00:00-04:00",
    timeZone: "America/New_York",
    locationName: "Prospect Park Boathouse",
    description: "Twenty years since graduation! Food, music and old stories by the lake.",
  });
  await call("patch", `/api/events/${eventId}/status`, { status: "published" });
  const guest = await call("post", `/api/events/${eventId}/guests`, {
    name: "Chris Classmate",
    email: uniqueEmail("chris"),
    partyMax: 2,
  });

  // The organiser at 1280 px: the guest toolbar on one row, Export XLSX as high as a one-line button; the
  // figures' captions are not cut.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/rsvp?event=${eventId}`);
  const add = page.getByRole("button", { name: "Add guest" });
  const xlsx = page.getByRole("link", { name: "Export XLSX" });
  await expect(xlsx).toBeVisible();
  const [addBox, xlsxBox] = [(await add.boundingBox())!, (await xlsx.boundingBox())!];
  expect(xlsxBox.height).toBe(addBox.height);
  expect(Math.abs(xlsxBox.y - addBox.y)).toBeLessThan(1);
  const caption = page.getByText(/^of 1 guest · \d+ opened$/);
  await expect(caption).toBeVisible();
  expect(await caption.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The guest, on a 375 x 667 phone: no scrolling needed to see who invites, when, where and the answers.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 375, height: 667 } });
  const phone = await context.newPage();
  await phone.goto(guest.invitationPath);
  await expect(phone.getByRole("heading", { level: 1, name: "Summer Reunion in Brooklyn" })).toBeVisible();
  const firstScreen = [
    phone.getByText("Olive Organiser invites you"),
    phone.getByText(/^Sat, Jun 15, 2030, 6:00\s–\s11:00\sPM$/),
    phone.getByText("America/New York (GMT-4)"),
    phone.getByText("Prospect Park Boathouse"),
    phone.getByText("Yes, I'll be there"),
    phone.getByText("Maybe", { exact: true }),
    phone.getByText("No, I can't make it"),
  ];
  for (const part of firstScreen) {
    await expect(part).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.y + box.height, (await part.textContent()) ?? "").toBeLessThanOrEqual(667);
  }
  expect(await phone.evaluate(() => window.scrollY)).toBe(0);
  // The programme follows the answer.
  const about = phone.getByRole("heading", { name: "About the event" });
  expect((await about.boundingBox())!.y).toBeGreaterThan((await firstScreen[6]!.boundingBox())!.y);
  expect(await seriousViolations(phone)).toEqual([]);
  await context.close();
});
