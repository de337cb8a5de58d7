/**
 * The people of a gathering hear from the organiser and from each other: a premium organiser invites two
 * people, who sign up with the invited addresses; the organiser's announcement reaches them by email; the
 * two message each other and see the messages arrive without reloading; a poll is answered by all three and
 * its results follow.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_BASE_URL, E2E_MAIL_DIR } from "../../playwright.config.ts";
import { signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { waitForLink } from "./support/mailbox.ts";
import { seriousViolations } from "./support/axe.ts";

const headers = { origin: E2E_BASE_URL };

/** A person invited by address signs up with it in a browser of their own and confirms the address. */
async function invitedAttendee(browser: Browser, email: string, firstName: string): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await signUpInBrowser(page, { email, firstName, lastName: "Attendee", plan: "Premium" });
  await page.goto(await waitForLink(E2E_MAIL_DIR, email, "/api/auth/verify-email"));
  // The link's page confirms the address, then moves on to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test("announce by email, message each other live, and answer a poll together", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signUpInBrowser(page, { plan: "Premium", firstName: "Orla", lastName: "Organiser" });
  const created = await page.request.post("/api/events", {
    data: {
      name: "Class of 2006 Reunion",
      eventTypeId: "friends-type-1",
      startAt: "2030-09-12T18:00:00+01:00",
      endAt: "2030-09-12T23:00:00+01:00",
      timeZone: "Europe/London",
      locationName: "The Old School Hall",
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };

  const annaEmail = uniqueEmail("anna");
  const benEmail = uniqueEmail("ben");
  for (const [name, email] of [
    ["Anna Attendee", annaEmail],
    ["Ben Attendee", benEmail],
  ] as const) {
    const added = await page.request.post(`/api/events/${eventId}/guests`, { data: { name, email }, headers });
    expect(added.status()).toBe(201);
  }
  const anna = await invitedAttendee(browser, annaEmail, "Anna");
  const ben = await invitedAttendee(browser, benEmail, "Ben");

  // Both now belong to the event: the directory lists them for each other.
  await anna.goto(`/directory?event=${eventId}`);
  await expect(anna.getByText("Ben Attendee").first()).toBeVisible();
  expect(await seriousViolations(anna)).toEqual([]);
  // The pages of the event's people are one tap apart, keeping the event; tagging is the organiser's.
  const community = anna.getByRole("navigation", { name: "People and communication" });
  await expect(community.getByRole("link", { name: "Tagging" })).toHaveCount(0);
  await community.getByRole("link", { name: "Forum" }).click();
  await expect(anna).toHaveURL(new RegExp(`/forum\\?event=${eventId}$`));
  await expect(community.getByRole("link", { name: "Forum" })).toHaveAttribute("aria-current", "page");

  // The organiser posts an announcement with an email copy; it reaches both attendees' inboxes.
  await page.goto(`/messages?event=${eventId}`);
  await page.getByLabel("Title").fill("Doors open at six");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Bring your old school photos <b>please</b>.");
  await page.getByLabel("Also send by email").check();
  await page.getByRole("button", { name: "Post announcement" }).click();
  // The event is still a draft: emailing guests asks to publish it first, then posts and sends.
  const publishFirst = page.getByRole("alertdialog", { name: "Publish the event first" });
  await expect(publishFirst.getByText("Publish the event before emailing guests.")).toBeVisible();
  await publishFirst.getByRole("button", { name: "Publish event" }).click();
  await expect(page.getByText("Announcement posted")).toBeVisible();
  const unsubscribe = await waitForLink(E2E_MAIL_DIR, annaEmail, "/unsubscribe/");
  expect(unsubscribe).toContain(E2E_BASE_URL);
  await waitForLink(E2E_MAIL_DIR, benEmail, "/unsubscribe/");
  await anna.goto(`/messages?event=${eventId}`);
  await expect(anna.getByRole("heading", { name: "Doors open at six" })).toBeVisible();
  // Markup in a post is shown as text, never run.
  await expect(anna.getByText("Bring your old school photos <b>please</b>.")).toBeVisible();

  // Anna and Ben message each other; each sees the other's message without reloading.
  await ben.goto("/private-messages");
  await expect(ben.getByText("Choose a conversation, or start a new one.")).toBeVisible();
  await anna.goto("/private-messages");
  await anna.getByRole("button", { name: "New message" }).click();
  await anna
    .getByRole("dialog")
    .getByRole("button", { name: /Ben Attendee/ })
    .click();
  await anna.getByRole("textbox", { name: "Message", exact: true }).fill("Hi Ben! Are you coming?");
  await anna.getByRole("button", { name: "Send" }).click();
  await expect(
    anna.getByRole("list", { name: "Messages with Ben Attendee" }).getByText("Hi Ben! Are you coming?"),
  ).toBeVisible();

  await ben
    .getByRole("list", { name: "Conversations" })
    .getByRole("button", { name: /Anna Attendee/ })
    .click();
  const benThread = ben.getByRole("list", { name: "Messages with Anna Attendee" });
  await expect(benThread.getByText("Hi Ben! Are you coming?")).toBeVisible();
  await ben.getByRole("textbox", { name: "Message", exact: true }).fill("Wouldn't miss it.");
  await ben.getByRole("button", { name: "Send" }).click();
  await expect(
    anna.getByRole("list", { name: "Messages with Ben Attendee" }).getByText("Wouldn't miss it."),
  ).toBeVisible();
  await anna.getByRole("textbox", { name: "Message", exact: true }).fill("See you there");
  await anna.getByRole("button", { name: "Send" }).click();
  await expect(benThread.getByText("See you there")).toBeVisible();
  expect(await seriousViolations(ben)).toEqual([]);

  // The organiser asks a poll; all three answer; the results follow.
  await page.goto(`/polls?event=${eventId}`);
  await expect(
    page.getByRole("navigation", { name: "People and communication" }).getByRole("link", { name: "Tagging" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "New poll" }).click();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Title").fill("Saturday lunch");
  await editor.getByLabel("Question").fill("Where shall we eat?");
  await editor.getByLabel("Label of option 1").fill("The Crown");
  await editor.getByLabel("Label of option 2").fill("Riverside Café");
  await editor.getByRole("button", { name: "Create poll" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole("heading", { name: "Saturday lunch" })).toBeVisible();
  await page.getByRole("radio", { name: "The Crown" }).check();
  await page.getByRole("button", { name: "Send my answers" }).click();
  await expect(page.getByText("Thanks for answering")).toBeVisible();
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByText("1 answer", { exact: true })).toBeVisible();

  for (const [person, choice] of [
    [anna, "Riverside Café"],
    [ben, "The Crown"],
  ] as const) {
    await person.goto(`/polls?event=${eventId}`);
    await person.getByRole("link", { name: "Answer Saturday lunch" }).click();
    await person.getByRole("radio", { name: choice }).check();
    await person.getByRole("button", { name: "Send my answers" }).click();
    await expect(person.getByText("Thanks for answering")).toBeVisible();
  }
  // The organiser's open page counts all three answers without a reload: two for The Crown.
  const answersFor = (option: string) =>
    results
      .getByRole("row", { name: new RegExp(option) })
      .getByRole("cell")
      .first();
  await expect(results.getByText("3 answers", { exact: true })).toBeVisible();
  await expect(answersFor("The Crown")).toHaveText("2");
  await expect(answersFor("Riverside Café")).toHaveText("1");
  expect(await seriousViolations(page)).toEqual([]);
  await anna.context().close();
  await ben.context().close();
});
