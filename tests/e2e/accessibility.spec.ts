/**
 * Accessibility: every public page without parameters, and the signed-in dashboard, checked with
 * axe; no serious or critical violation is allowed.
 */
import { expect, test } from "./support/test.ts";
import { ROUTES } from "../../src/shared/routes.ts";
import { seriousViolations } from "./support/axe.ts";

/**
 * One path per distinct public page. Every one of the 53 template and 12 demo pages is checked: each shows
 * its own content (schedules, tables, lists), so one passing says little about another.
 */
function publicPagesToCheck(): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (const route of ROUTES) {
    if (route.access !== "public" || route.path.includes(":") || route.redirectTo || seen.has(route.page)) continue;
    seen.add(route.page);
    paths.push(route.path);
  }
  return paths;
}
const publicPaths = publicPagesToCheck();
const isTemplateOrDemo = (path: string) => path.startsWith("/templates/") || path.startsWith("/demo/");

test("every public page has no serious or critical accessibility violation", async ({ page }) => {
  test.setTimeout(300_000);
  const paths = publicPaths.filter((path) => !isTemplateOrDemo(path));
  expect(paths.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
  }
  expect(problems).toEqual([]);
});

test("all 53 template pages and 12 demo pages have no serious or critical accessibility violation", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const paths = publicPaths.filter(isTemplateOrDemo);
  expect(paths.length).toBe(53 + 12);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
  }
  expect(problems).toEqual([]);
});

test("the dashboard has no serious or critical accessibility violation", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Axe");
  await page.getByLabel("Last name").fill("Checker");
  await page.getByLabel("Email").fill(`axe.${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Axe Checker" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/dashboard?category=analytics-insights");
  expect(await seriousViolations(page)).toEqual([]);
});
