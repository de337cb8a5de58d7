/**
 * Information pages: a free organiser writes a page about their event, previews it, publishes it, and a
 * guest without an account opens the link; once the link is revoked the guest gets the friendly page.
 */
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("write, preview and publish an information page; a guest opens it until the link is revoked", async ({
  page,
  browser,
}) => {
  await signUpInBrowser(page);
  const created = await page.request.post("/api/events", {
    data: {
      name: "Class of 2006 Reunion",
      eventTypeId: "school-type-1",
      startAt: "2027-06-12T18:00:00+01:00",
      endAt: "2027-06-12T23:00:00+01:00",
      timeZone: "Europe/London",
      locationName: "Old Gym, Leeds",
    },
    headers: { origin: E2E_NO_SMTP_BASE_URL },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as string;

  // From the event's tab to a new page with starter sections in the type's words.
  await page.goto(`/event-details/${eventId}?tab=info-pages`);
  await page.getByRole("link", { name: "Create information page" }).click();
  await expect(page.getByLabel("Event", { exact: true })).toHaveValue(eventId);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/event-info-editor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Edit information page" })).toBeVisible();

  // Edit the title and a section, move the questions up, add a question.
  await page.getByLabel("Page title").fill("Reunion weekend guide");
  const about = page.getByRole("listitem", { name: /Section 1:/ });
  await about.getByLabel("Text").fill("Twenty years on!\n\nTickets: https://example.org/tickets.");
  const questions = page.getByRole("listitem", { name: /Section 5:/ });
  await questions.getByRole("button", { name: 'Move section "Questions" up' }).click();
  await expect(page.getByRole("listitem", { name: /Section 4: Questions/ })).toBeVisible();
  const faq = page.getByRole("listitem", { name: /Section 4:/ });
  await faq.getByRole("button", { name: "Add question" }).click();
  await faq.getByRole("textbox", { name: "Question 3" }).fill("Is there parking?");
  await faq.getByRole("textbox", { name: "Answer" }).nth(2).fill("Yes, behind the gym.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // The preview shows the draft under its banner.
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /Preview/ }).click();
  const preview = await popup;
  await expect(preview.getByText("Preview — not published")).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name: "Class of 2006 Reunion" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "https://example.org/tickets" })).toBeVisible();
  await preview.close();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Guests with the link see exactly this version.")).toBeVisible();
  const url = await page.getByLabel("Public link").inputValue();
  expect(url).toMatch(/\/event-info-view\/[A-Za-z0-9_-]{22}$/);

  // A guest without an account.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(url);
  await expect(guestPage.getByRole("heading", { level: 1, name: "Class of 2006 Reunion" })).toBeVisible();
  await expect(guestPage.getByText("Reunion weekend guide")).toBeVisible();
  await expect(guestPage.getByText("Twenty years on!")).toBeVisible();
  await expect(guestPage.getByText("Preview — not published")).toHaveCount(0);
  await guestPage.getByText("Is there parking?").click();
  await expect(guestPage.getByText("Yes, behind the gym.")).toBeVisible();

  // Revoked: the guest's link now shows the friendly page.
  await page.getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText("No link: the public page and the preview are closed to everyone.")).toBeVisible();
  await guestPage.reload();
  await expect(
    guestPage.getByRole("heading", { name: "This information page link is not valid any more." }),
  ).toBeVisible();
  await guest.close();
});

test("the reunion demo needs no account and invites the visitor to make their own", async ({ page }) => {
  await page.goto("/reunion-demo");
  await expect(page.getByText("Demo reunion", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Riverside High Class of 2006/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Sign up free/ }).first()).toBeVisible();
  await page.goto("/reunion-info/not-a-real-link-token");
  await expect(page.getByRole("heading", { name: "This information page link is not valid any more." })).toBeVisible();
});
