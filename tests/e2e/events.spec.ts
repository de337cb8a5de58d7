/**
 * A free organiser plans a gathering: creates an event in a venue, finds it in their list, sees it
 * in its type's words, and is stopped from double-booking the venue.
 */
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

async function fillEvent(page: import("@playwright/test").Page, name: string, start: string, end: string) {
  await page.goto("/create-event");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Event type").selectOption({ label: "School" });
  await page.getByLabel("Time zone").selectOption("Europe/London");
  await page.getByLabel("Start").fill(start);
  await page.getByLabel("End").fill(end);
  await page.getByLabel("Venue").selectOption({ label: "Old Gym (Leeds)" });
}

test("create an event at a venue, find it, and be refused a double booking", async ({ page }) => {
  await signUpInBrowser(page);
  const venue = await page.request.post("/api/venues", {
    data: { name: "Old Gym", city: "Leeds", capacity: 200 },
    headers: { origin: E2E_NO_SMTP_BASE_URL },
  });
  expect(venue.status()).toBe(201);

  await fillEvent(page, "Class of 2006 Reunion", "2027-06-12T18:00", "2027-06-12T23:00");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page).toHaveURL(/\/event-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Class of 2006 Reunion" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Old Gym" })).toBeVisible();
  await expect(page.getByText(/Class Year/).first()).toBeVisible();

  await page.goto("/manage-events");
  await page
    .getByRole("searchbox")
    .or(page.getByLabel(/Search events/i))
    .first()
    .fill("reunion");
  await expect(page.getByText("Class of 2006 Reunion").first()).toBeVisible();

  await fillEvent(page, "Clashing disco", "2027-06-12T22:00", "2027-06-13T01:00");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(
    page.getByText("This venue is already booked at that time (Class of 2006 Reunion)").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/create-event$/);
});

test("an event of someone else is not found", async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto("/event-details/6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f");
  await expect(page.getByText("Event not found").first()).toBeVisible();
  await page.goto("/events/not-a-uuid");
  await expect(page.getByText("Invalid Event ID")).toBeVisible();
  await expect(
    page.getByText("The event ID appears to be malformed. Please check the URL and try again."),
  ).toBeVisible();
});

test("an organiser gives an event a cover image and sees it on the event's page", async ({ page }) => {
  await signUpInBrowser(page);
  const created = await page.request.post("/api/events", {
    data: {
      name: "Harvest Supper",
      eventTypeId: "community-type-1",
      startAt: "2027-10-02T17:00:00Z",
      endAt: "2027-10-02T21:00:00Z",
      timeZone: "Europe/London",
    },
    headers: { origin: E2E_NO_SMTP_BASE_URL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/edit-event/${id}`);
  // A tiny PNG made in the page, so the test needs no fixture file.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#7c3aed";
    context.fillRect(0, 0, 640, 480);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "supper.png", mimeType: "image/png", buffer: Buffer.from(png) });
  await expect(page.getByRole("img", { name: "Cover of Harvest Supper" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Replace cover" })).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Choose a JPEG, PNG, WebP or GIF image.")).toBeVisible();

  await page.goto(`/event-details/${id}`);
  await expect(page.getByRole("img", { name: "Cover of Harvest Supper" })).toBeVisible();
});
