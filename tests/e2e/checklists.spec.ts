/**
 * A free organiser keeps checklists for a unit reunion: adds the starter written for military reunions,
 * ticks a line, moves a line with the keyboard, adds lines one after another, and prints to PDF with
 * nothing of the app around the checklist.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { signUpInBrowser } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("add a starter checklist, tick, reorder by keyboard, add items and print", async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto("/checklists");
  await expect(page.getByRole("heading", { name: "Create an event first" })).toBeVisible();
  await page.goto("/checklists?eventId=6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f");
  await expect(page.getByRole("heading", { name: "Event not found" })).toBeVisible();

  const created = await page.request.post("/api/events", {
    data: {
      name: "327th Signal Battalion Reunion",
      eventTypeId: "military-type-1",
      startAt: "2030-09-14T10:00:00-05:00",
      endAt: "2030-09-15T14:00:00-05:00",
      timeZone: "America/Chicago",
      locationName: "Fort Leonard Wood, Missouri",
    },
    headers: { origin: E2E_NO_SMTP_BASE_URL },
  });
  expect(created.status()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };

  // The event's tab points to the checklists page and its add dialog.
  await page.goto(`/event-details/${eventId}?tab=checklists`);
  await page.getByRole("link", { name: "Add a checklist" }).click();
  await expect(page).toHaveURL(new RegExp(`/checklists\\?eventId=${eventId}$`));

  const dialog = page.getByRole("dialog", { name: "Add a checklist" });
  await expect(dialog.getByRole("radio", { name: /Unit reunion plan/ })).toBeChecked();
  const preview = dialog.getByRole("region", { name: "Preview of Unit reunion plan" });
  await expect(preview.getByText("Ask the chaplain to lead the memorial service")).toBeVisible();
  // 60 days before 14 September 2030.
  await expect(
    preview
      .getByText("Due Tue, 16 Jul 2030")
      .or(preview.getByText(/Due Tue, Jul 16, 2030/))
      .first(),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Add checklist" }).click();
  await expect(dialog).toBeHidden();

  const plan = page.getByRole("region", { name: "Unit reunion plan" });
  await expect(plan.getByText("0 of 18 done")).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Tick a line: the count follows at once and survives a reload.
  const firstLine = "Form a reunion committee with someone from each company or squadron";
  const secondLine = "Trace service members through the unit association, veterans' groups and old rosters";
  const ticked = page.waitForResponse(
    (r) => r.url().includes("/api/checklist-items/") && r.request().method() === "PATCH",
  );
  await plan.getByRole("checkbox", { name: firstLine }).click();
  await expect(plan.getByText("1 of 18 done")).toBeVisible();
  expect((await ticked).status()).toBe(200);

  // When the server refuses, the tick is taken back and the organiser is told.
  await page.route("**/api/checklist-items/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "INTERNAL", message: "Try again." } }),
        })
      : route.continue(),
  );
  await plan.getByRole("checkbox", { name: secondLine }).click();
  await expect(page.getByText(`"${secondLine}" was not ticked. Try again.`)).toBeVisible();
  await expect(plan.getByRole("checkbox", { name: secondLine })).not.toBeChecked();
  await expect(plan.getByText("1 of 18 done")).toBeVisible();
  await page.unroute("**/api/checklist-items/*");

  // Move the first line down with the keyboard only.
  const items = plan.getByRole("list", { name: "Items of Unit reunion plan" }).getByRole("listitem");
  await expect(items.first()).toContainText(firstLine);
  const saved = page.waitForResponse((r) => r.url().endsWith("/order") && r.request().method() === "PUT");
  await plan.getByRole("button", { name: `Reorder "${firstLine}"` }).focus();
  // Each step waits for the screen reader announcement, as a person would wait to hear it.
  await page.keyboard.press("Space");
  await expect(page.getByText(`Picked up "${firstLine}", item 1 of 18.`)).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(`"${firstLine}" is now at position 2 of 18.`)).toBeAttached();
  await page.keyboard.press("Space");
  expect((await saved).status()).toBe(200);
  await expect(items.nth(0)).toContainText(secondLine);
  await expect(items.nth(1)).toContainText(firstLine);
  await expect(page.getByText(`"${firstLine}" dropped at position 2 of 18.`)).toBeAttached();

  // And back up with the visible button.
  await plan.getByRole("button", { name: `Move "${firstLine}" up` }).click();
  await expect(items.nth(0)).toContainText(firstLine);

  // Enter adds the item and keeps the cursor for the next one.
  const newItem = plan.getByLabel("New item");
  await newItem.fill("Book the bus to the regimental museum");
  await newItem.press("Enter");
  await expect(newItem).toHaveValue("");
  await expect(newItem).toBeFocused();
  await newItem.fill("Collect the colour guard's flags");
  await newItem.press("Enter");
  await expect(plan.getByText("1 of 20 done")).toBeVisible();
  await expect(items.last()).toContainText("Collect the colour guard's flags");

  await page.reload();
  await expect(plan.getByText("1 of 20 done")).toBeVisible();
  await expect(plan.getByRole("checkbox", { name: firstLine })).toBeChecked();
  await expect(items.nth(0)).toContainText(firstLine);

  // A second, blank checklist, so printing one of them can be told apart from printing all.
  await page.getByRole("button", { name: "Add checklist" }).click();
  await page
    .getByRole("dialog")
    .getByRole("radio", { name: /Blank checklist/ })
    .click();
  await page.getByRole("dialog").getByLabel("Title").fill("Hospitality room");
  await page.getByRole("dialog").getByRole("button", { name: "Add checklist" }).click();
  await expect(page.getByRole("region", { name: "Hospitality room" })).toBeVisible();

  // window.print() opens the browser's dialog; here it only counts, and the PDF is made by page.pdf().
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await plan.getByRole("button", { name: "Print Unit reunion plan" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: "print" });
  const sheet = page.locator(".checklist-print");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "327th Signal Battalion Reunion" })).toBeVisible();
  await expect(sheet.getByText("Fort Leonard Wood, Missouri")).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "Unit reunion plan" })).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "Hospitality room" })).toHaveCount(0);
  await expect(sheet.getByRole("img", { name: "Done", exact: true })).toHaveCount(1);
  await expect(sheet.getByRole("img", { name: "Not done", exact: true })).toHaveCount(19);
  // The app around it does not print.
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print all" })).toBeHidden();
  const pdf = await page.pdf({ format: "A4", path: test.info().outputPath("unit-reunion-plan.pdf") });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(10_000);
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);

  // Print all: both checklists, each on its own sheet.
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("button", { name: "Print all" }).click();
  await page.emulateMedia({ media: "print" });
  await expect(sheet.getByRole("heading", { name: "Hospitality room" })).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "Unit reunion plan" })).toBeVisible();
  const all = await page.pdf({ format: "A4", path: test.info().outputPath("all.pdf") });
  expect((all.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThan(pages.length);
});
