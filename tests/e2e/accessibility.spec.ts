/**
 * Accessibility: every public page without parameters, and the signed-in dashboard, checked with
 * axe; no serious or critical violation is allowed.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { ROUTES } from "../../src/shared/routes.ts";

/**
 * One path per distinct public page. The 53 template and 12 demo pages are one page each per kind
 * today (their Coming soon state), so two of each are checked; widen this when they get their own pages.
 */
function publicPagesToCheck(): string[] {
  const seen = new Set<string>();
  const perKind = new Map<string, number>();
  const paths: string[] = [];
  for (const route of ROUTES) {
    if (route.access !== "public" || route.path.includes(":") || route.redirectTo || seen.has(route.page)) continue;
    seen.add(route.page);
    const kind = route.page.startsWith("template-") ? "template" : route.page.startsWith("demo-") ? "demo" : route.page;
    const count = perKind.get(kind) ?? 0;
    if (count >= 2) continue;
    perKind.set(kind, count + 1);
    paths.push(route.path);
  }
  return paths;
}
const publicPaths = publicPagesToCheck();

async function seriousViolations(page: Page) {
  // Let lazy pages and their data settle before reading the DOM.
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // A sandboxed frame (the email preview) runs no script, so axe would wait for it until it times out;
    // the frame holds an email, not a page of ours.
    .exclude("iframe[sandbox]")
    .options({ iframes: false })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test("every public page has no serious or critical accessibility violation", async ({ page }) => {
  test.setTimeout(300_000);
  expect(publicPaths.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const path of publicPaths) {
    await page.goto(path);
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
