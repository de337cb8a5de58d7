/**
 * A pro organiser gives a task to a guest who is on the free plan. The guest signs up with the invited
 * address, finds the task under My tasks on the dashboard, sees it wait for the organiser's own task, and
 * ticks it off once that is done; the organiser's board shows it in Done.
 */
import { expect, test } from "./support/test.ts";
import { E2E_MAIL_DIR } from "../../playwright.config.ts";
import { apiCall, createEvent } from "./support/api.ts";
import { signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { waitForLink } from "./support/mailbox.ts";
import { seriousViolations } from "./support/axe.ts";

test("a free guest ticks off the task an organiser gave them", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olive", lastName: "Organiser" });
  const eventId = await createEvent(page, { name: "Harbour Festival" });
  const helperEmail = uniqueEmail("helper");
  await apiCall(page, "post", `/api/events/${eventId}/guests`, { name: "Hal Helper", email: helperEmail });

  const context = await browser.newContext({
    extraHTTPHeaders: {
      "x-forwarded-for": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const helper = await context.newPage();
  await signUpInBrowser(helper, { email: helperEmail, firstName: "Hal", lastName: "Helper" });
  await helper.goto(await waitForLink(E2E_MAIL_DIR, helperEmail, "/api/auth/verify-email"));
  // The link's page confirms the address, then moves on to the dashboard.
  await expect(helper).toHaveURL(/\/dashboard$/);

  // Only now, with the address confirmed, is Hal one of the event's people who can be given a task.
  const board = await (await page.request.get(`/api/events/${eventId}/tasks`)).json();
  const hal = (board.assignees as { id: string; email: string }[]).find((a) => a.email === helperEmail)!;
  const permit = await apiCall<{ id: string }>(page, "post", `/api/events/${eventId}/tasks`, {
    title: "Get the harbour permit",
  });
  await apiCall(page, "post", `/api/events/${eventId}/tasks`, {
    title: "Put up the bunting",
    description: "Two boxes in the club house",
    assigneeId: hal.id,
    dueDate: "2030-06-13",
    priority: "high",
    dependsOn: [permit.id],
  });

  await helper.goto("/dashboard");
  await helper
    .getByRole("region", { name: "Quick links" })
    .getByRole("link", { name: /My tasks/ })
    .click();
  await expect(helper.getByRole("heading", { name: "My tasks", level: 1 })).toBeVisible();
  const todo = helper.getByRole("list", { name: /To do/ });
  const bunting = helper.getByRole("checkbox", { name: "Put up the bunting" });
  await expect(todo.getByText("Harbour Festival · from Olive Organiser")).toBeVisible();
  await expect(todo.getByText("Waits for: Get the harbour permit")).toBeVisible();
  await expect(bunting).toBeDisabled();
  expect(await seriousViolations(helper)).toEqual([]);

  await apiCall(page, "patch", `/api/tasks/${permit.id}`, { done: true });
  await helper.reload();
  await expect(bunting).toBeEnabled();
  await bunting.focus();
  await helper.keyboard.press("Space");
  const done = helper.getByRole("list", { name: /Done recently/ });
  await expect(done.getByRole("checkbox", { name: "Put up the bunting" })).toBeChecked();
  await expect(helper.getByText("All done. Nothing is waiting for you.")).toBeVisible();

  await page.goto(`/progress-board?eventId=${eventId}`);
  const doneColumn = page.getByRole("list", { name: "Tasks in Done" });
  await expect(doneColumn.getByTestId("task-card")).toHaveCount(2);
  await context.close();
});
