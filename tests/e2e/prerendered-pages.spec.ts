/**
 * Prerendered public pages (issue 22): their content is in the HTML, so it shows without JavaScript; with
 * JavaScript the page hydrates without a mismatch and works as the app.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

/** Console errors and uncaught errors of the page from now on (React reports hydration mismatches so). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

// The production build logs React's errors minified: 418-425 are the hydration ones.
const HYDRATION_ERROR = /hydrat|did not match|server rendered|server HTML|react\.dev\/errors\/4(1[89]|2[0-5])\b/i;

/**
 * Keeps the first h1 the HTML parser puts into the page, before any script runs: after a hydration the page
 * shows that very element; a failed one would have thrown the HTML away and rendered a new one.
 */
function rememberParsedHeading() {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector("#root h1");
    if (!heading) return;
    (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pricing, home, a template, a demo and an invitation's shell show their content", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Plans that grow with your gatherings" })).toBeVisible();
    for (const plan of ["Free", "Premium", "Pro", "Business"])
      await expect(page.getByRole("heading", { name: plan, exact: true }).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Footer" })).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Making event planning effortless and enjoyable.");
    await page.goto("/templates/birthday-party");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/demo/family-demo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/invitation/a-token-nobody-has");
    await expect(page.getByRole("status", { name: "Loading your invitation" })).toBeAttached();
  });
});

test("a prerendered page hydrates without a mismatch and the app works", async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(rememberParsedHeading);
  for (const path of ["/pricing", "/", "/about", "/faq", "/templates/birthday-party", "/demo/family-demo"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // Hydrated: the header's menu button opens the drawer only once React has attached its handlers.
    await page.waitForFunction(() => {
      const root = document.getElementById("root");
      return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
    });
    await page.waitForLoadState("networkidle");
    const kept = await page.evaluate(
      () => (window as unknown as { parsedHeading?: Element }).parsedHeading === document.querySelector("#root h1"),
    );
    expect(kept, `${path} kept its prerendered heading`).toBe(true);
  }
  await page.goto("/invitation/a-token-nobody-has");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);

  // Client-side navigation from a hydrated page.
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
});
