/**
 * A free organiser fills an event with activities: one in a room of the event's own venue, one
 * elsewhere the next day; sees them in the event's Activities tab and on the schedule by day; and is
 * told, under the field, when an activity would fall outside the event's dates.
 */
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { signUpInBrowser } from "./support/accounts.ts";
import { seriousViolations } from "./support/axe.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

const OUTSIDE = "The activity must take place within its event's dates";

test("plan two activities of an event, see them by day, and be refused one outside its dates", async ({ page }) => {
  await signUpInBrowser(page);
  const venue = await page.request.post("/api/venues", {
    data: { name: "Old Gym", city: "Leeds", capacity: 200 },
    headers: { origin: E2E_NO_SMTP_BASE_URL },
  });
  expect(venue.status()).toBe(201);

  // The event: a weekend in Lisbon, at the Old Gym.
  await page.goto("/create-event");
  await page.getByLabel("Name", { exact: true }).fill("Alumni Weekend");
  await page.getByLabel("Event type").selectOption({ label: "School" });
  await page.getByLabel("Time zone").selectOption("Europe/Lisbon");
  await page.getByLabel("Start").fill("2027-06-12T17:00");
  await page.getByLabel("End").fill("2027-06-13T23:00");
  await page.getByLabel("Venue").selectOption({ label: "Old Gym (Leeds)" });
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page).toHaveURL(/\/event-details\/[0-9a-f-]{36}$/);
  const eventUrl = page.url();

  // From the event's Activities tab, the form opens on this event, starting when it starts.
  await page.getByRole("tab", { name: "Activities" }).click();
  await expect(page.getByRole("heading", { name: "No activities yet" })).toBeVisible();
  await page.getByRole("link", { name: "Plan your first activity" }).click();
  await expect(page).toHaveURL(/\/create-activity\?eventId=/);
  await expect(page.getByLabel("Event", { exact: true })).toHaveValue(eventUrl.split("/").pop()!);
  await expect(page.getByLabel("Start")).toHaveValue("2027-06-12T17:00");
  await expect(page.getByLabel("Start")).toHaveAccessibleDescription(/Europe\/Lisbon/);

  await page.getByLabel("Name", { exact: true }).fill("Welcome drinks");
  await page.getByLabel("Start").fill("2027-06-12T18:00");
  await page.getByLabel("End").fill("2027-06-12T19:30");
  await page.getByLabel("Place").fill("Trophy room");
  await page.getByLabel("Venue").selectOption({ label: "Old Gym (Leeds) – the event's venue" });
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page).toHaveURL(/\/activity-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Welcome drinks" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Old Gym" })).toBeVisible();

  // The second, the next morning, with a cost; then one on the Monday, after the event is over.
  await page.goto(`/create-activity?eventId=${eventUrl.split("/").pop()}`);
  await page.getByLabel("Name", { exact: true }).fill("Campus tour");
  await page.getByLabel("Start").fill("2027-06-13T10:00");
  await page.getByLabel("End").fill("2027-06-13T11:30");
  await page.getByLabel("Place").fill("Main gate");
  await page.getByLabel("Host").fill("Mr. Keating");
  await page.getByLabel("Cost").fill("12.50");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page).toHaveURL(/\/activity-details\//);
  await expect(page.getByText("€12.50 per person")).toBeVisible();

  await page.goto(`/create-activity?eventId=${eventUrl.split("/").pop()}`);
  await page.getByLabel("Name", { exact: true }).fill("Farewell brunch");
  await page.getByLabel("Start").fill("2027-06-14T10:00");
  await page.getByLabel("End").fill("2027-06-14T12:00");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByLabel("Start")).toHaveAccessibleDescription(new RegExp(OUTSIDE));
  await expect(page.getByLabel("End")).toHaveAccessibleDescription(new RegExp(OUTSIDE));
  await expect(page.getByText(OUTSIDE).first()).toBeVisible();
  await expect(page).toHaveURL(/\/create-activity/);

  // The event's tab shows both, day by day.
  await page.goto(`${eventUrl}?tab=activities`);
  const tab = page.getByRole("tabpanel", { name: "Activities" });
  await expect(tab.getByRole("heading", { name: /Saturday.*(June 12|12 June)/ })).toBeVisible();
  await expect(tab.getByRole("heading", { name: /Sunday.*(June 13|13 June)/ })).toBeVisible();
  await expect(tab.getByRole("link", { name: "Welcome drinks", exact: true })).toBeVisible();
  await expect(tab.getByRole("link", { name: "Campus tour", exact: true })).toBeVisible();
  await expect(tab.getByText("Farewell brunch")).toHaveCount(0);

  // The schedule page groups them under their days, in the event's zone.
  await tab.getByRole("link", { name: "Schedule view" }).click();
  await expect(page).toHaveURL(/\/activities\/schedule\?eventId=/);
  const saturday = page.getByRole("region", { name: /Saturday.*(June 12|12 June)/ });
  const sunday = page.getByRole("region", { name: /Sunday.*(June 13|13 June)/ });
  await expect(saturday.getByRole("link", { name: "Welcome drinks", exact: true })).toBeVisible();
  await expect(saturday.getByText(/^(6:00\s*–\s*7:30\s*PM|18:00\s*–\s*19:30)$/).first()).toBeVisible();
  await expect(sunday.getByRole("link", { name: "Campus tour", exact: true })).toBeVisible();
  await expect(sunday.getByText("Mr. Keating").first()).toBeVisible();

  // And the list finds them by host.
  await page.goto("/manage-activities");
  await page.getByLabel("Search activities").fill("keating");
  await expect(page.getByRole("link", { name: "Campus tour", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Welcome drinks", exact: true })).toHaveCount(0);
});

test("the activity pages have no serious or critical accessibility violation", async ({ page }) => {
  await signUpInBrowser(page);
  const headers = { origin: E2E_NO_SMTP_BASE_URL };
  const created = await page.request.post("/api/events", {
    data: {
      name: "Sports Day",
      eventTypeId: "sports-team-reunions-type-1",
      startAt: "2027-07-03T09:00:00Z",
      endAt: "2027-07-03T17:00:00Z",
      timeZone: "Europe/London",
    },
    headers,
  });
  const event = (await created.json()) as { id: string };
  const activity = await page.request.post("/api/activities", {
    data: {
      eventId: event.id,
      name: "Relay race",
      startAt: "2027-07-03T10:00:00Z",
      endAt: "2027-07-03T11:00:00Z",
      costCents: 500,
      currency: "GBP",
      host: "Coach Carter",
    },
    headers,
  });
  const { id } = (await activity.json()) as { id: string };
  const problems: string[] = [];
  for (const path of [
    "/manage-activities",
    `/create-activity?eventId=${event.id}`,
    `/edit-activity/${id}`,
    `/activity-details/${id}`,
    `/activities/schedule?eventId=${event.id}`,
    `/event-details/${event.id}?tab=activities`,
  ]) {
    await page.goto(path);
    await expect(page.getByText(/Relay race|Plan an activity/).first()).toBeVisible();
    for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
  }
  expect(problems).toEqual([]);
});
