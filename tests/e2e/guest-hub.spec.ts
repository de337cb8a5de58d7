/**
 * A guest uses what their host's plan includes, on a phone, without paying: the announcement mail opens
 * their hub (their personal invitation page) with the news and a poll to answer, no account needed; from the
 * hub they create a free account with the invited address, find the event under "Events I'm attending" and
 * receive a private message from the organiser. An event moved back to draft closes the guest's link until
 * it is published again.
 */
import { expect, test } from "./support/test.ts";
import { E2E_MAIL_DIR } from "../../playwright.config.ts";
import { apiCall, createEvent } from "./support/api.ts";
import { PASSWORD, signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { mailsTo, waitForLink } from "./support/mailbox.ts";
import { seriousViolations } from "./support/axe.ts";

test("a guest follows the announcement mail on a phone, answers a poll, signs up free and gets a message", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Premium", firstName: "Orla", lastName: "Organiser" });
  const eventId = await createEvent(page, { name: "Class of 2006 Reunion", status: "published" });
  const guestEmail = uniqueEmail("gil");
  await apiCall(page, "post", `/api/events/${eventId}/guests`, { name: "Gil Guest", email: guestEmail });
  const poll = await apiCall<{ id: string }>(page, "post", `/api/events/${eventId}/polls`, {
    kind: "poll",
    title: "Saturday lunch",
    questions: [
      { prompt: "Where shall we eat?", kind: "single", options: [{ label: "The Crown" }, { label: "Riverside" }] },
    ],
  });
  await apiCall(page, "post", `/api/events/${eventId}/announcements`, {
    title: "Doors open at six",
    body: "Bring your old school photos.",
    emailCopy: true,
  });

  // The guest, on a phone and signed out, follows the mail's link.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 667 },
    extraHTTPHeaders: { "x-forwarded-for": `10.8.${Math.floor(Math.random() * 250)}.7` },
  });
  const guest = await phone.newPage();
  const link = await waitForLink(E2E_MAIL_DIR, guestEmail, "#news");
  expect(link).toContain("/invitation/");
  await guest.goto(link);
  const news = guest.getByRole("region", { name: "News from the organiser" });
  await expect(news.getByRole("heading", { name: "Doors open at six" })).toBeVisible();
  await expect(news.getByText("Bring your old school photos.")).toBeVisible();
  expect(guest.url()).not.toMatch(/\/login|\/pricing/);

  const polls = guest.getByRole("region", { name: "Polls" });
  await polls.getByRole("radio", { name: "The Crown" }).check();
  await polls.getByRole("button", { name: /Send|Save|Submit/ }).click();
  await expect(guest.getByText(/Thanks for answering|answer (is )?saved/i).first()).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  const organiserResults = await page.request.get(`/api/polls/${poll.id}/results`);
  expect(organiserResults.status()).toBe(200);
  expect(JSON.stringify(await organiserResults.json())).toContain("The Crown");

  // From the hub: a free account with the invited address.
  const account = guest.getByRole("region", { name: "Keep this event in your account" });
  await account.getByRole("link", { name: "Create a free account" }).click();
  await expect(guest).toHaveURL(/\/signup\?/);
  await expect(guest.getByLabel("Email")).toHaveValue(guestEmail);
  await guest.getByLabel("First name").fill("Gil");
  await guest.getByLabel("Last name").fill("Guest");
  await guest.getByLabel("Password").fill(PASSWORD);
  await guest.getByRole("button", { name: "Create account" }).click();
  // Back on the hub, which asks to confirm the address before the event joins the account.
  await expect(guest).toHaveURL(/\/invitation\//);
  await expect(guest.getByText(/Confirm your address/)).toBeVisible();
  await guest.goto(await waitForLink(E2E_MAIL_DIR, guestEmail, "/api/auth/verify-email"));
  await expect(guest).toHaveURL(/\/dashboard$/);
  const attending = guest.getByText("Events I'm attending");
  await expect(attending).toBeVisible();
  await expect(guest.getByRole("link", { name: /Class of 2006 Reunion/ })).toBeVisible();

  // The organiser can now message the guest, who reads it without any plan of their own.
  await page.goto("/private-messages");
  await page.getByRole("button", { name: "New message" }).click();
  const people = page.getByRole("dialog", { name: "New message" });
  await expect(people).toBeVisible();
  await people.getByRole("button", { name: /Gil Guest/ }).click();
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("So glad you're coming, Gil!");
  await page.getByRole("button", { name: "Send" }).click();
  await guest.goto("/private-messages");
  await expect(guest).toHaveURL(/\/private-messages$/);
  await guest
    .getByRole("list", { name: "Conversations" })
    .getByRole("button", { name: /Orla Organiser/ })
    .click();
  await expect(
    guest.getByRole("list", { name: "Messages with Orla Organiser" }).getByText("So glad you're coming, Gil!"),
  ).toBeVisible();
  await guest.getByRole("textbox", { name: "Message", exact: true }).fill("Wouldn't miss it.");
  await guest.getByRole("button", { name: "Send" }).click();
  await expect(
    page.getByRole("list", { name: "Messages with Gil Guest" }).getByText("Wouldn't miss it."),
  ).toBeVisible();
  await phone.close();
});

test("an event moved back to draft closes its guest's links on a phone; a reminder asks to publish it first", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Premium", firstName: "Orla", lastName: "Organiser" });
  const eventId = await createEvent(page, {
    name: "Lighthouse Reunion",
    locationName: "The old lighthouse",
    status: "published",
  });
  const guestEmail = uniqueEmail("gwen");
  const { invitationPath } = await apiCall<{ invitationPath: string }>(page, "post", `/api/events/${eventId}/guests`, {
    name: "Gwen Guest",
    email: guestEmail,
  });
  await apiCall(page, "post", `/api/events/${eventId}/invitations`, {});

  // The guest opens the invitation on a phone and starts answering.
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const guest = await phone.newPage();
  await guest.goto(invitationPath);
  await expect(guest.getByRole("heading", { level: 1, name: "Lighthouse Reunion" })).toBeVisible();
  await guest.getByText("Yes, I'll be there").click();

  // Meanwhile the organiser moves the event back to draft.
  await page.goto(`/events/${eventId}`);
  await page.getByRole("button", { name: "Back to draft" }).click();
  await expect.poll(async () => (await (await page.request.get(`/api/events/${eventId}`)).json()).status).toBe("draft");

  // The answer is refused, and the page closes: who to wait for, nothing of the event, nothing to answer.
  await guest.getByRole("button", { name: "Send my answer" }).click();
  const closed = guest.getByRole("article", { name: "Your invitation is not open yet" });
  await expect(closed).toBeVisible();
  await expect(closed.getByText("Orla Organiser has not published this event yet.")).toBeVisible();
  for (const secret of ["Lighthouse Reunion", "The old lighthouse"]) {
    await expect(guest.getByText(secret)).toHaveCount(0);
  }
  await expect(guest.getByRole("radio")).toHaveCount(0);
  await expect(guest.getByRole("button", { name: /answer/i })).toHaveCount(0);
  // Whole at 375 px, and the same after a reload.
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await guest.reload();
  await expect(closed).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);

  // The event's open RSVP link is closed the same way.
  const { publicPath } = await apiCall<{ publicPath: string }>(page, "patch", `/api/events/${eventId}/rsvp/settings`, {
    publicEnabled: true,
  });
  const walkIn = await phone.newPage();
  await walkIn.goto(publicPath);
  const openClosed = walkIn.getByRole("article", { name: "This RSVP is not open yet" });
  await expect(openClosed.getByText("Orla Organiser has not published this event yet.")).toBeVisible();
  await expect(walkIn.getByText("Lighthouse Reunion")).toHaveCount(0);
  await expect(walkIn.getByRole("textbox")).toHaveCount(0);

  // A reminder on the draft asks to publish first; publishing sends it, and the guest's link opens again.
  await page.goto(`/rsvp?event=${eventId}`);
  await page.getByRole("button", { name: "Send reminder now" }).click();
  const publishFirst = page.getByRole("alertdialog", { name: "Publish the event first" });
  await expect(publishFirst).toContainText("Publish the event before sending reminders.");
  await publishFirst.getByRole("button", { name: "Publish event" }).click();
  await expect(publishFirst).toBeHidden();
  await expect(page.getByText("1 guest reminded")).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => mailsTo(E2E_MAIL_DIR, guestEmail).some((mail) => mail.raw.includes("Subject: Reminder:")))
    .toBe(true);

  await closed.getByRole("button", { name: "Check again" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: "Lighthouse Reunion" })).toBeVisible();
  await guest.getByText("Yes, I'll be there").click();
  await guest.getByRole("button", { name: "Send my answer" }).click();
  await expect(guest.getByText(/Thank you, your answer is saved/)).toBeVisible();
  await openClosed.getByRole("button", { name: "Check again" }).click();
  await expect(walkIn.getByRole("heading", { level: 1, name: "Lighthouse Reunion" })).toBeVisible();
  await phone.close();
});
