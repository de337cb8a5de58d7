/**
 * A pro organiser follows the planning journey of a class reunion (ticks a step off, turns another into a
 * task, watches the progress move), then reschedules that task on the timeline: drags its bar by mouse to
 * another day, moves it by keyboard, and finds both moves kept after a reload.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { createEvent } from "./support/api.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

async function taskDates(page: Page, eventId: string, title: string) {
  const response = await page.request.get(`/api/events/${eventId}/timeline`);
  expect(response.status()).toBe(200);
  const timeline = (await response.json()) as {
    tasks: Array<{ title: string; startDate: string | null; dueDate: string | null }>;
  };
  return timeline.tasks.find((t) => t.title === title);
}

test("follow the journey, then reschedule its task on the timeline by mouse and by keyboard", async ({ page }) => {
  await signUpInBrowser(page, { plan: "Pro" });
  const eventId = await createEvent(page, {
    name: "Class of 2007 Reunion",
    startAt: "2027-09-18T18:00:00+01:00",
    endAt: "2027-09-18T23:30:00+01:00",
    timeZone: "Europe/London",
    locationName: "The old school hall",
  });

  // The journey: the reunion's plan, dated back from 18 September 2027.
  await page.goto("/planning-journey");
  await expect(page.getByRole("heading", { name: "Class reunion journey" })).toBeVisible();
  const progress = page.getByTestId("journey-progress");
  await expect(progress).toHaveText("0 of 11 steps done");
  // The zone's offset is the one in force on the event's day (British summer time), not today's.
  await expect(page.getByText("Counting back from Sat, Sep 18, 2027 · Europe/London (GMT+1)")).toBeVisible();
  const steps = page.getByRole("list", { name: "Journey steps" });
  await expect(steps.getByRole("listitem")).toHaveCount(11);
  await expectNoSeriousViolations(page);

  // Tick a step off: the progress moves and stays after a reload.
  await steps.getByRole("checkbox", { name: "Find classmates" }).click();
  await expect(progress).toHaveText("1 of 11 steps done");
  await expect(page.getByRole("progressbar", { name: "Journey progress" })).toHaveAttribute("aria-valuenow", "9");

  // Turn another into a task: it links to the task board; a second click cannot make a second task.
  const added = page.waitForResponse(
    (r) => r.url().endsWith("/journey/book-venue/task") && r.request().method() === "POST",
  );
  await steps.getByRole("button", { name: "Add Book the venue as a task" }).click();
  expect((await added).status()).toBe(201);
  const viewTask = steps.getByRole("link", { name: "Open the task for Book the venue" });
  await expect(viewTask).toHaveAttribute(
    "href",
    new RegExp(`^/task-management\\?eventId=${eventId}&task=[0-9a-f-]{36}$`),
  );
  await page.reload();
  await expect(progress).toHaveText("1 of 11 steps done");
  await expect(steps.getByRole("checkbox", { name: "Find classmates" })).toBeChecked();

  // Filter: the steps done.
  await page.getByRole("button", { name: "Done", exact: true }).click();
  await expect(steps.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "All steps" }).click();

  // 270 days before 18 September 2027.
  expect(await taskDates(page, eventId, "Book the venue")).toMatchObject({ startDate: null, dueDate: "2026-12-22" });

  // The timeline, by day: drag the task's bar three days later.
  await page.getByRole("link", { name: "See it on the timeline" }).click();
  await expect(page).toHaveURL(new RegExp(`/timeline\\?eventId=${eventId}$`));
  await expect(page.getByText("Days in Europe/London (GMT+1)")).toBeVisible();
  await page.getByRole("button", { name: "Day", exact: true }).click();
  await expect(page).toHaveURL(/zoom=day/);
  const bar = page.getByRole("button", { name: /^Task: Book the venue/ });
  await expect(bar).toBeVisible();
  // Scrolled to the bar, the header still says which month it shows, beside the row labels and not under
  // them; the one-day bar's title, too long for it, is written whole beside it.
  await bar.scrollIntoViewIfNeeded();
  const scroller = (await page.getByTestId("timeline-scroller").boundingBox())!;
  const month = (await page.getByTestId("timeline-scroller").getByText("Dec 2026", { exact: true }).boundingBox())!;
  expect(month.x).toBeGreaterThanOrEqual(scroller.x + 200 - 1);
  expect(month.x + month.width).toBeLessThanOrEqual(scroller.x + scroller.width);
  const title = page.getByTestId("timeline-scroller").getByText("Book the venue", { exact: true }).last();
  expect(await title.evaluate((el) => el.getAttribute("aria-hidden"))).toBe("true");
  const [titleBox, barBox] = [(await title.boundingBox())!, (await bar.boundingBox())!];
  expect(titleBox.width).toBeGreaterThan(barBox.width);
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(scroller.x + scroller.width);
  await expect(page.getByRole("list", { name: "Journey milestones" }).getByRole("listitem")).toHaveCount(11);
  await expectNoSeriousViolations(page);

  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  const dragged = page.waitForResponse((r) => r.url().includes("/timeline/tasks/") && r.request().method() === "PUT");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // 44 px a day at this zoom: a little past three days snaps to three.
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2 + i * 14, box.y + box.height / 2);
  await page.mouse.up();
  expect((await dragged).status()).toBe(200);
  await expect.poll(async () => (await taskDates(page, eventId, "Book the venue"))?.dueDate).toBe("2026-12-25");

  // By keyboard: two days earlier, then a move that is put back with Escape.
  await bar.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  const keyed = page.waitForResponse((r) => r.url().includes("/timeline/tasks/") && r.request().method() === "PUT");
  await page.keyboard.press("Enter");
  expect((await keyed).status()).toBe(200);
  await bar.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");

  // After a reload the bar is where the moves left it.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Task: Book the venue/ })).toHaveAttribute(
    "title",
    /Book the venue: .*(Dec 23|23 Dec)/,
  );
  expect(await taskDates(page, eventId, "Book the venue")).toMatchObject({ dueDate: "2026-12-23" });

  // The journey knows the task's new date only through the board; its own target stays the plan's.
  await page.goto(`/planning-journey?eventId=${eventId}`);
  await expect(progress).toHaveText("1 of 11 steps done");
});
