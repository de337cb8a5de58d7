/**
 * A pro organiser opens the Pro dashboard: each event shows how far its planning has come (an overdue task
 * is called out, the budget's spending against its limit), and the event's planning tools open on it. The
 * dashboard's quick links lead there, since the tier's own dashboard has no catalogue card.
 */
import { expect, test } from "./support/test.ts";
import { apiCall, createEvent } from "./support/api.ts";
import { signUpInBrowser } from "./support/accounts.ts";
import { seriousViolations } from "./support/axe.ts";

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("the Pro dashboard shows each event's planning and opens its tools", async ({ page }) => {
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olive", lastName: "Organiser" });
  const eventId = await createEvent(page, {
    name: "Harbour Gala",
    eventTypeId: "professional-type-1",
    startAt: "2031-03-14T19:00:00+01:00",
    endAt: "2031-03-14T23:30:00+01:00",
  });
  await apiCall(page, "post", `/api/events/${eventId}/tasks`, {
    title: "Book the caterer",
    dueDate: dayFromToday(-3),
    priority: "high",
  });
  await apiCall(page, "post", `/api/events/${eventId}/tasks`, { title: "Print name tags", dueDate: dayFromToday(20) });
  await apiCall(page, "put", `/api/events/${eventId}/budget`, { currency: "EUR", limitMinor: 100_000 });
  const budget = await apiCall<{ categories: { id: string }[] }>(
    page,
    "post",
    `/api/events/${eventId}/budget/categories`,
    { name: "Venue" },
  );
  await apiCall(page, "post", `/api/events/${eventId}/budget/expenses`, {
    categoryId: budget.categories[0]!.id,
    description: "Deposit",
    amountMinor: 25_000,
    spentOn: dayFromToday(0),
  });

  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Pro dashboard/ }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Pro Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Overdue tasks", { exact: true })).toHaveText("1");
  await expect(page.getByLabel("Open tasks", { exact: true })).toHaveText("2");
  const gala = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Harbour Gala" }) });
  await expect(gala.getByText("1 task overdue")).toBeVisible();
  await expect(gala.getByText("Book the caterer")).toBeVisible();
  await expect(gala.getByText(/Overdue ·/)).toBeVisible();
  await expect(gala.getByRole("progressbar", { name: "Budget spent" })).toHaveAttribute("aria-valuenow", "25");
  await expect(gala.getByText("€250.00 of €1,000.00")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await gala
    .getByRole("navigation", { name: "Planning tools for Harbour Gala" })
    .getByRole("link", { name: "Tasks" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/pro/task-management\\?eventId=${eventId}$`));
  await expect(page.getByText("Book the caterer").first()).toBeVisible();
});
