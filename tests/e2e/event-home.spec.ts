/**
 * The event page is the organiser's home (issue 21): a Pro organiser reaches every tool of one event from its
 * tabs (a task made in Tasks is on the Board, an announcement posted, a chat message sent, the forum, polls,
 * directory, journey and timeline of this event), with the tab kept in the address and the arrows moving
 * between tabs; a link from one tab to another tool of the event opens its tab; on a phone the board and the
 * timeline scroll inside themselves, not the page; a free organiser finds the paid tabs locked with the plan named; on a phone the tabs are a
 * menu; the header's "My events" leads back to the events list on both.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { apiCall, createEvent } from "./support/api.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

const sections = (page: Page) => page.getByRole("tablist", { name: "Event sections" });

async function openTab(page: Page, name: string, value: string) {
  await sections(page).getByRole("tab", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${value}(&|$)`));
  return page.getByRole("tabpanel", { name, exact: true });
}

test("a Pro organiser runs the whole event from its page", async ({ page }) => {
  // Every tool of the event, one after another: longer than one page's journey.
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olive", lastName: "Organiser" });
  const eventId = await createEvent(page, { name: "Summer Reunion" });
  for (const name of ["Grace Hopper", "Alan Turing"]) {
    await apiCall(page, "post", `/api/events/${eventId}/guests`, { name, groupName: "Class of 2010" });
  }
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole("heading", { name: "Summer Reunion" })).toBeVisible();
  // Every section is a tab of one list, none locked on Pro but the volunteers (business).
  await expect(sections(page).getByRole("tab")).toHaveCount(17);
  await expect(sections(page).getByRole("tab", { name: /needs/ })).toHaveCount(1);
  await expect(sections(page).getByRole("tab", { name: "Volunteers (needs Business)" })).toBeVisible();

  // A task made in the Tasks tab is a card on the Board tab.
  let panel = await openTab(page, "Tasks", "tasks");
  await panel.getByRole("button", { name: "Add your first task" }).click();
  let dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("Book the boathouse");
  await dialog.getByRole("button", { name: "Add task" }).click();
  dialog = page.getByRole("dialog", { name: "Edit task" });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("list", { name: "Tasks" }).getByText("Book the boathouse")).toBeVisible();

  panel = await openTab(page, "Board", "board");
  await expect(
    panel
      .getByRole("list", { name: "Tasks in To do" })
      .getByTestId("task-card")
      .filter({ hasText: "Book the boathouse" }),
  ).toBeVisible();

  // A link in one tab to another tool of this event opens that tab on this page, with focus on it; Back
  // returns to the tab it was followed from.
  await panel.getByRole("link", { name: "All tasks as a list" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}\\?tab=tasks$`));
  panel = page.getByRole("tabpanel", { name: "Tasks", exact: true });
  await expect(panel.getByRole("list", { name: "Tasks" }).getByText("Book the boathouse")).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(sections(page).getByRole("tab", { name: "Tasks", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(panel.getByRole("link", { name: "Progress board" })).toHaveAttribute(
    "href",
    `/events/${eventId}?tab=board`,
  );
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}\\?tab=board$`));
  panel = page.getByRole("tabpanel", { name: "Board", exact: true });
  await expect(panel.getByRole("region", { name: "Board columns" })).toBeVisible();

  // On a phone the board's columns scroll inside their own region, reached by keyboard; the page does not
  // scroll sideways and "Add column" is whole on screen. The timeline alike.
  await page.setViewportSize({ width: 375, height: 740 });
  const columns = panel.getByRole("region", { name: "Board columns" });
  await expect(columns.getByTestId("board-column")).toHaveCount(4);
  const addColumn = (await panel.getByRole("button", { name: "Add column" }).boundingBox())!;
  expect(addColumn.x).toBeGreaterThanOrEqual(0);
  expect(addColumn.x + addColumn.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await columns.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await columns.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => columns.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.getByRole("combobox", { name: "Section" }).selectOption({ label: "Timeline" });
  await expect(page.getByRole("region", { name: "Timeline chart" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The timeline and the journey of this event.
  panel = await openTab(page, "Timeline", "timeline");
  await expect(panel.getByRole("list", { name: "Legend" })).toBeVisible();
  await expect(panel.getByText("1 task has no dates yet")).toBeVisible();
  panel = await openTab(page, "Journey", "journey");
  await expect(panel.getByRole("list", { name: "Journey steps" }).getByRole("listitem").first()).toBeVisible();

  // An announcement, posted from its tab, is listed there.
  panel = await openTab(page, "Announcements", "announcements");
  await panel.getByLabel("Title").fill("Parking");
  await panel.getByLabel("Message").fill("Park behind the boathouse, the gate opens at five.");
  await panel.getByRole("button", { name: "Post announcement" }).click();
  await expect(panel.getByRole("heading", { name: "Posted announcements" })).toBeVisible();
  await expect(panel.getByText("Park behind the boathouse, the gate opens at five.")).toBeVisible();

  panel = await openTab(page, "Polls", "polls");
  await expect(panel.getByRole("heading", { name: "No polls yet" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "New poll" })).toBeVisible();

  panel = await openTab(page, "Directory", "directory");
  await expect(panel.getByText("Grace Hopper")).toBeVisible();
  await expect(panel.getByText("Alan Turing")).toBeVisible();
  // Searching keeps the Directory tab open.
  await panel.getByRole("searchbox", { name: "Search people" }).fill("Grace");
  await expect(page).toHaveURL(/[?&]q=Grace/);
  await expect(page).toHaveURL(/[?&]tab=directory/);
  await expect(panel.getByText("Alan Turing")).toBeHidden();
  await expect(panel.getByText("Grace Hopper")).toBeVisible();

  // A forum thread opens inside the tab.
  panel = await openTab(page, "Forum", "forum");
  await panel.getByRole("button", { name: "New thread" }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("Who brings the music?");
  await dialog.getByLabel("Message").fill("I can bring a speaker.");
  await dialog.getByRole("button", { name: "Start thread" }).click();
  await expect(page).toHaveURL(/[?&]tab=forum/);
  await expect(panel.getByText("I can bring a speaker.")).toBeVisible();

  panel = await openTab(page, "Chat", "chat");
  await panel.getByRole("textbox", { name: "Message" }).fill("See you all on Saturday!");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("log", { name: "Messages" }).getByText("See you all on Saturday!")).toBeVisible();

  // The tab is in the address: a reload lands on it; the arrow keys move along the tabs.
  await page.reload();
  await expect(sections(page).getByRole("tab", { name: "Chat", exact: true })).toHaveAttribute("aria-selected", "true");
  await sections(page).getByRole("tab", { name: "Chat", exact: true }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(sections(page).getByRole("tab", { name: "Forum", exact: true })).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=forum(&|$)/);
  await expect(page.getByText("Who brings the music?")).toBeVisible();

  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // The header's way back to every event.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My events" }).click();
  await expect(page).toHaveURL(/\/manage-events$/);
  await expect(page.getByText("Summer Reunion").first()).toBeVisible();
});

test("a free organiser sees the paid tabs locked, with the plan that opens each", async ({ page }) => {
  await signUpInBrowser(page);
  const eventId = await createEvent(page, { name: "Street Party" });
  await page.goto(`/event-details/${eventId}`);

  await expect(sections(page).getByRole("tab", { name: "Tasks (needs Pro)" })).toBeVisible();
  await expect(sections(page).getByRole("tab", { name: "Announcements (needs Premium)" })).toBeVisible();
  await expect(sections(page).getByRole("tab", { name: /needs/ })).toHaveCount(13);

  let panel = await openTab(page, "Tasks (needs Pro)", "tasks");
  await expect(panel.getByText("Tasks is part of the Pro plan.")).toBeVisible();
  await expect(panel.getByRole("link", { name: "See plans" })).toBeVisible();
  panel = await openTab(page, "Forum (needs Premium)", "forum");
  await expect(panel.getByText("Forum is part of the Premium plan.")).toBeVisible();
  panel = await openTab(page, "Board (needs Pro)", "board");
  await expect(panel.getByText("Board is part of the Pro plan.")).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);

  // A free tool opens.
  panel = await openTab(page, "Checklists", "checklists");
  await expect(panel.getByRole("heading", { name: /checklists/i }).first()).toBeVisible();
});

test("on a phone the sections are a menu, and My events is in the header's menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpInBrowser(page, { plan: "Premium" });
  const eventId = await createEvent(page, { name: "Garden Party" });
  await page.goto(`/event-details/${eventId}`);

  await expect(sections(page)).toBeHidden();
  const menu = page.getByRole("combobox", { name: "Section" });
  await expect(menu).toHaveValue("overview");
  await expect(menu.locator("optgroup")).toHaveCount(3);
  await expect(menu.locator("option", { hasText: "Tasks (Pro)" })).toHaveCount(1);

  await menu.selectOption({ label: "Announcements" });
  await expect(page).toHaveURL(/[?&]tab=announcements(&|$)/);
  await expect(page.getByRole("button", { name: "Post announcement" })).toBeVisible();
  await menu.selectOption({ label: "Timeline (Pro)" });
  await expect(page.getByText("Timeline is part of the Pro plan.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Section" })).toHaveValue("timeline");

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "My events" }).click();
  await expect(page).toHaveURL(/\/manage-events$/);
  await expect(page.getByText("Garden Party").first()).toBeVisible();
});
