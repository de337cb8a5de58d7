/**
 * Quick-start templates: a visitor finds a template, is asked to sign up when they want to use it, comes
 * straight back with the dialog open, creates the event and finds its schedule and checklist waiting; a Pro
 * organiser finds the planning tasks and the budget outline the dialog promised.
 */
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { existingAccount, PASSWORD, signUpInBrowser, uniqueEmail } from "./support/accounts.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("a visitor signs up from a template, comes back to it and creates the event with its schedule and checklist", async ({
  page,
}) => {
  await page.goto("/templates/neighborhood-bbq");
  await expect(page.getByRole("heading", { level: 1, name: "Neighborhood BBQ" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();
  await expect(page.getByText("Potluck dessert contest")).toBeVisible();

  await page.getByRole("button", { name: "Use this template" }).first().click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Ftemplates%2Fneighborhood-bbq/);
  await page.getByLabel("First name").fill("Bea");
  await page.getByLabel("Last name").fill("Block");
  await page.getByLabel("Email").fill(uniqueEmail("template"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // Back on the template, with the dialog already open.
  await expect(page).toHaveURL(/\/templates\/neighborhood-bbq/);
  const dialog = page.getByRole("dialog", { name: "Use the Neighborhood BBQ template" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Event name").fill("Maple Street Block Party");
  await dialog.getByLabel("First day").fill("2027-07-17");
  await dialog.getByLabel("Start time").fill("14:00");
  await dialog.getByLabel("Time zone").selectOption("America/Chicago");
  await dialog.getByRole("button", { name: "Create event" }).click();

  await expect(page).toHaveURL(/\/event-details\/[0-9a-f-]{36}$/);
  const eventId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "Maple Street Block Party" })).toBeVisible();
  await expect(page.getByText("Event created").first()).toBeVisible();

  // The schedule moved with the 2 pm start: the grills open half an hour in.
  await page.getByRole("tab", { name: "Activities" }).click();
  const activities = page.getByRole("tabpanel", { name: "Activities" });
  await expect(activities.getByText("Grills open").first()).toBeVisible();
  await expect(activities.getByText("Potluck dessert contest").first()).toBeVisible();
  await expect(activities.getByText(/2:30\s*–\s*5:00\s*PM/).first()).toBeVisible();

  await page.getByRole("tab", { name: "Checklists" }).click();
  const checklist = page.getByRole("region", { name: "Neighborhood BBQ checklist" });
  await expect(checklist.getByText("0 of 12 done")).toBeVisible();
  await expect(checklist.getByText("Ask the city for a street closure permit")).toBeVisible();

  // What the page does not show yet is there too: every activity, every item, the tasks and budget lines.
  const api = page.request;
  const listed = await (await api.get(`/api/activities?eventId=${eventId}&limit=100`)).json();
  expect(listed.total).toBe(6);
  const lists = await (await api.get(`/api/events/${eventId}/checklists`)).json();
  expect(lists[0].items[0]).toMatchObject({ text: "Ask the city for a street closure permit", dueDate: "2027-05-18" });
  const data = await (await api.get(`/api/events/${eventId}/template-data`)).json();
  expect(data.tasks).toHaveLength(6);
  expect(data.budgetLines).toHaveLength(6);
});

test("a template creates the planning tasks and the budget outline its dialog promises", async ({ page }) => {
  await signUpInBrowser(page, { plan: "Pro" });
  await page.goto("/templates/school");
  await page.getByRole("button", { name: "Use this template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Use the Class Reunion template" });
  await expect(
    dialog.getByText(/8 of them planning tasks on the board\) and a \$10,520\.00 budget outline/),
  ).toBeVisible();
  await dialog.getByLabel("First day").fill("2030-09-20");
  await dialog.getByLabel("Time zone").selectOption("Europe/London");
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(page).toHaveURL(/\/event-details\/[0-9a-f-]{36}$/);
  const eventId = page.url().split("/").pop()!;

  await page.goto(`/task-management?eventId=${eventId}`);
  await expect(page.getByText("8 tasks", { exact: true })).toBeVisible();
  await expect(page.getByText("Book a venue near the school and sign the contract")).toBeVisible();

  // One planning list: the committee is one line of the checklist, one task and one journey step; ticking
  // the line ticks the other two.
  await page.goto(`/event-details/${eventId}?tab=checklists`);
  const committee = page
    .getByRole("region", { name: "Class Reunion checklist" })
    .getByRole("listitem")
    .filter({ hasText: "Form a committee with classmates from different friend groups" });
  await expect(committee.getByText("Also a task on the board")).toBeVisible();
  await expect(committee.getByText("Planning journey step")).toBeVisible();
  await committee.getByRole("checkbox").check();
  await expect(committee.getByRole("checkbox")).toBeChecked();
  await page.goto(`/planning-journey?eventId=${eventId}`);
  const step = page.getByRole("listitem").filter({ hasText: "Form a reunion committee" });
  await expect(step.getByRole("checkbox")).toBeChecked();
  await expect(step.getByText("Done through its task on the board.")).toBeVisible();

  await page.goto(`/budgeting?eventId=${eventId}`);
  const totals = page.getByRole("region", { name: "Budget totals" });
  await expect(totals.getByLabel("Planned", { exact: true })).toHaveText("$10,520.00");
});

test("a member with an account signs in from the sign-up page and still comes back to the template", async ({
  page,
}) => {
  const email = await existingAccount(page, E2E_NO_SMTP_BASE_URL, { firstName: "Mo", lastName: "Member" });

  await page.goto("/templates/study-group");
  await page.getByRole("button", { name: "Use this template" }).first().click();
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  // The address changes before the sign-in page has replaced the sign-up page (it loads on demand): fill
  // the sign-in form, not the sign-up form still on screen.
  await expect(page.getByRole("heading", { name: "Welcome back", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Use the Exam Study Session template" })).toBeVisible();
});

test("a return path to another site is ignored", async ({ page }) => {
  await page.goto(`/signup?returnTo=${encodeURIComponent("//evil.example/steal")}`);
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Safe");
  await page.getByLabel("Email").fill(uniqueEmail("safe"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the picker finds templates by words and category, and says when none match", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Pia");
  await page.getByLabel("Last name").fill("Picker");
  await page.getByLabel("Email").fill(uniqueEmail("picker"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/templates");
  await expect(page.getByText("All 53 templates")).toBeVisible();
  await page.getByRole("button", { name: "Sports", exact: true }).click();
  await expect(page.getByText("5 of 53 templates")).toBeVisible();
  await page.getByLabel("Search templates").fill("draft");
  await expect(page.getByRole("link", { name: "Fantasy League Draft Party" })).toBeVisible();
  await expect(page.getByText("1 of 53 templates")).toBeVisible();
  await page.getByLabel("Search templates").fill("underwater basket weaving");
  await expect(page.getByRole("heading", { name: /No templates match/ })).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page.getByText("All 53 templates")).toBeVisible();
  await page.getByRole("link", { name: "Fantasy League Draft Party" }).click();
  await expect(page).toHaveURL(/\/templates\/fantasy-league-draft$/);
});

test("a demo shows a read-only sample event in its type's words", async ({ page }) => {
  await page.goto("/demo/school-demo");
  await expect(page.getByRole("note", { name: "Demo" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Westbrook High Reunion/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Classmates by Class Year" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Class of 2007" })).toBeVisible();
  await page.getByRole("link", { name: "Start from the School template" }).first().click();
  await expect(page).toHaveURL(/\/templates\/school$/);
});
