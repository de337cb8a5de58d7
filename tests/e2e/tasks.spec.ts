/**
 * A pro organiser plans a reunion's tasks: adds two tasks on /task-management (one with a subtask and a
 * comment, edited and deleted), the second waiting for the first, then on /progress-board moves one card with the mouse and the other with the keyboard, finds the
 * order kept after a reload, and sees the board refuse to finish a task before the one it waits for. Two tabs
 * of the same board stay in step without a reload.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { apiCall, createEvent } from "./support/api.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

const column = (page: Page, name: string) => page.getByRole("list", { name: `Tasks in ${name}` });
const cardTitles = (list: Locator) =>
  list.getByTestId("task-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-task-title")));

test("create tasks with a dependency, move cards by mouse and keyboard, order survives a reload", async ({ page }) => {
  await signUpInBrowser(page, { plan: "Pro" });
  const eventId = await createEvent(page, { name: "Class of 2012 Reunion" });

  // Two tasks, the second waiting for the first.
  await page.goto(`/task-management?eventId=${eventId}`);
  await expect(page.getByRole("heading", { name: "No tasks yet" })).toBeVisible();
  await page.getByRole("button", { name: "Add your first task" }).click();
  let dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("Book the venue");
  await dialog.getByLabel("Priority").selectOption("high");
  await dialog.getByLabel("Due date").fill("2030-03-01");
  await dialog.getByLabel("Labels").fill("venue, money");
  await dialog.getByRole("button", { name: "Add task" }).click();
  dialog = page.getByRole("dialog", { name: "Edit task" });
  await expect(dialog.getByRole("heading", { name: "Subtasks" })).toBeVisible();
  await dialog.getByLabel("New subtask").fill("Ask three venues for a quote");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByRole("checkbox", { name: "Ask three venues for a quote" })).toBeVisible();
  // A comment, put right once (marked edited), then deleted.
  await dialog.getByLabel("New comment").fill("Asked the town hall");
  await dialog.getByRole("button", { name: "Add comment" }).click();
  await expect(dialog.getByText("Asked the town hall")).toBeVisible();
  await dialog.getByRole("button", { name: /^Edit the comment of/ }).click();
  await dialog.getByLabel("Edit comment").fill("Asked the town hall and the church hall");
  await dialog.getByRole("button", { name: "Save comment" }).click();
  await expect(dialog.getByText("Asked the town hall and the church hall")).toBeVisible();
  await expect(dialog.getByText("edited", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: /^Delete the comment of/ }).click();
  await expect(dialog.getByText("No comments yet.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "New task" }).click();
  dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("Send invitations");
  await dialog.getByRole("checkbox", { name: "Book the venue" }).click();
  await dialog.getByRole("button", { name: "Add task" }).click();
  dialog = page.getByRole("dialog", { name: "Edit task" });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  const tasks = page.getByRole("list", { name: "Tasks" });
  await expect(tasks.getByRole("listitem")).toHaveCount(2);
  await expect(tasks.getByText("Waits for: Book the venue")).toBeVisible();
  await expect(tasks.getByText("0/1 subtasks")).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The board: both cards in To do.
  await page.getByRole("link", { name: "Progress board" }).click();
  await expect(page).toHaveURL(new RegExp(`/progress-board\\?eventId=${eventId}$`));
  await expect.poll(() => cardTitles(column(page, "To do"))).toEqual(["Book the venue", "Send invitations"]);
  const boardAxe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(boardAxe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
    [],
  );

  // By mouse: "Book the venue" to In progress.
  const moved = page.waitForResponse((r) => r.url().endsWith("/position") && r.request().method() === "PUT");
  const handle = page.getByRole("button", { name: 'Move "Book the venue"' });
  const target = column(page, "In progress");
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 12 });
  await page.mouse.up();
  expect((await moved).status()).toBe(200);
  await expect.poll(() => cardTitles(column(page, "In progress"))).toEqual(["Book the venue"]);

  // By keyboard: "Send invitations" to In progress, under the first card.
  const keyed = page.waitForResponse((r) => r.url().endsWith("/position") && r.request().method() === "PUT");
  await page.getByRole("button", { name: 'Move "Send invitations"' }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/Picked up "Send invitations" in To do/)).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(/"Send invitations" is over In progress/)).toBeAttached();
  await page.keyboard.press("Space");
  expect((await keyed).status()).toBe(200);
  await expect.poll(() => cardTitles(column(page, "In progress"))).toHaveLength(2);
  const order = await cardTitles(column(page, "In progress"));
  expect([...order].sort()).toEqual(["Book the venue", "Send invitations"]);

  // The order is the server's: a reload shows the same.
  await page.reload();
  await expect.poll(() => cardTitles(column(page, "In progress"))).toEqual(order);
  await expect.poll(() => cardTitles(column(page, "To do"))).toEqual([]);
  const afterReload = order;

  // Done before what it waits for: refused, and the card snaps back.
  const refused = page.waitForResponse((r) => r.url().endsWith("/position") && r.request().method() === "PUT");
  const sendHandle = page.getByRole("button", { name: 'Move "Send invitations"' });
  const doneList = column(page, "Done");
  const a = (await sendHandle.boundingBox())!;
  const b = (await doneList.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 30, { steps: 15 });
  await page.mouse.up();
  expect((await refused).status()).toBe(409);
  await expect(
    page.getByText(/"Send invitations" could not move to Done\. This task depends on "Book the venue"/),
  ).toBeVisible();
  await expect.poll(() => cardTitles(column(page, "In progress"))).toEqual(afterReload);
  await expect.poll(() => cardTitles(doneList)).toEqual([]);

  // Adding a column is in reach at both widths, not past the last lane where a wide board pushes it off the
  // screen; and the page itself never scrolls sideways, only the lanes do.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 720 });
    const addColumn = page.getByRole("button", { name: "Add column" });
    await expect(addColumn).toBeVisible();
    const box = (await addColumn.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test("a card moved in one tab moves in the other, and a task added there appears here, without a reload", async ({
  page,
}) => {
  await signUpInBrowser(page, { plan: "Pro" });
  const eventId = await createEvent(page, { name: "Summer Picnic" });
  await apiCall(page, "post", `/api/events/${eventId}/tasks`, { title: "Order the cake" });
  const boardPath = `/progress-board?eventId=${eventId}`;

  const other = await page.context().newPage();
  await other.goto(boardPath);
  await expect.poll(() => cardTitles(column(other, "To do"))).toEqual(["Order the cake"]);

  await page.goto(boardPath);
  const keyed = page.waitForResponse((r) => r.url().endsWith("/position") && r.request().method() === "PUT");
  await page.getByRole("button", { name: 'Move "Order the cake"' }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(/"Order the cake" is over In progress/)).toBeAttached();
  await page.keyboard.press("Space");
  expect((await keyed).status()).toBe(200);

  await expect.poll(() => cardTitles(column(other, "In progress"))).toEqual(["Order the cake"]);
  await expect.poll(() => cardTitles(column(other, "To do"))).toEqual([]);

  await apiCall(other, "post", `/api/events/${eventId}/tasks`, { title: "Book the band" });
  await expect.poll(() => cardTitles(column(page, "To do"))).toEqual(["Book the band"]);
  await other.close();
});
