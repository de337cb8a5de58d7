/**
 * Setting the scene through the API as the signed-in page (its cookies, its origin), for journeys whose
 * subject comes after the event exists: the event form has its own browser journey.
 */
import { expect, type Page } from "@playwright/test";

/** A JSON call that must succeed; answers its body. */
export async function apiCall<T = Record<string, unknown>>(
  page: Page,
  method: "post" | "put" | "patch",
  url: string,
  data: unknown,
): Promise<T> {
  const response = await page.request[method](url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A school reunion in Amsterdam unless `fields` say otherwise; answers its id. */
export async function createEvent(page: Page, fields: Record<string, unknown> = {}): Promise<string> {
  const event = await apiCall<{ id: string }>(page, "post", "/api/events", {
    name: "Class of 2010 Reunion",
    eventTypeId: "school-type-1",
    startAt: "2030-06-14T17:00:00+02:00",
    endAt: "2030-06-14T23:30:00+02:00",
    timeZone: "Europe/Amsterdam",
    locationName: "Old gymnasium",
    ...fields,
  });
  return event.id;
}
