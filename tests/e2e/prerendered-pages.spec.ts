/**
 * Prerendered public pages (issue 22): their content is in the HTML, so it shows without JavaScript; with
 * JavaScript the page hydrates without a mismatch and works as the app.
 */
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config.ts";
import { existingAccount, PASSWORD, uniqueEmail } from "./support/accounts.ts";
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

/** Whether React has taken over the page's root (hydrateRoot marks the element). */
async function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}

/** Every script file of the app (the page's one inline script is in its HTML). */
const APP_SCRIPTS = /\/assets\/[^?]+\.js$/;

/**
 * Holds back the app's script files matching `scripts` until the returned function is called, as a slow connection
 * would: with all of them held the page is its prerendered HTML and its one inline script.
 */
async function holdScripts(page: Page, scripts: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * From now on: the documents the page loads (`loads`, a native submit would be one), and every address it shows or
 * asks for (`urls`, the app's own navigations included).
 */
function collectUrls(page: Page): { loads: string[]; urls: string[] } {
  const seen = { loads: [] as string[], urls: [] as string[] };
  page.on("request", (request) => {
    seen.urls.push(request.url());
    if (request.isNavigationRequest()) seen.loads.push(request.url());
  });
  page.on("framenavigated", (frame) => seen.urls.push(frame.url()));
  return seen;
}

/** No address the page used carries the password. */
function expectNoPasswordIn(seen: { urls: string[] }) {
  for (const url of seen.urls) {
    expect(url).not.toContain(PASSWORD);
    expect(url).not.toContain("password=");
  }
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
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  });

  test("a sign-in form submitted without JavaScript sends nothing and stays on the page", async ({ page }) => {
    await page.goto("/login");
    const urls = collectUrls(page);
    await page.getByLabel("Email").fill("no.script@example.com");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("Password").press("Enter");
    await page.getByRole("button", { name: "Sign in" }).click();
    // A native submit would have been a navigation; give one the time to start.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/login$/);
    expect(urls.loads).toEqual([]);
    expectNoPasswordIn(urls);
    await expect(page.getByLabel("Password")).toHaveValue(PASSWORD);
  });
});

test.describe("a form used before the app has loaded", () => {
  const holds = [
    { before: "any of the app's code has arrived", scripts: APP_SCRIPTS, appStarted: false },
    // React has started and swallows events aimed at the part of the page it has not hydrated yet.
    {
      before: "the sign-in page's own code has arrived",
      scripts: /\/assets\/login-page-[^/?]+\.js$/,
      appStarted: true,
    },
  ];
  for (const hold of holds) {
    test(`a sign-in submitted before ${hold.before} is held, never sent natively, and completes after`, async ({
      page,
    }) => {
      const email = await existingAccount(page, E2E_BASE_URL, { firstName: "Early", lastName: "Bird" });
      const errors = collectErrors(page);
      const urls = collectUrls(page);
      const release = await holdScripts(page, hold.scripts);

      // The module script holds back DOMContentLoaded: the page is on screen well before it.
      await page.goto("/login", { waitUntil: "commit" });
      if (hold.appStarted) await expect.poll(() => appStarted(page)).toBe(true);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      const signIn = page.getByRole("button", { name: "Sign in" });
      await signIn.click();
      // Held: the button waits and the page stays.
      await expect(signIn).toHaveAttribute("aria-disabled", "true");
      await page.getByLabel("Password").press("Enter");
      await expect(page).toHaveURL(/\/login$/);
      expect(await appStarted(page)).toBe(hold.appStarted);

      release();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { name: "Welcome, Early Bird" })).toBeVisible();
      // The one document loaded was the page itself; the way to the dashboard was the app's.
      expect(urls.loads.map((url) => new URL(url).pathname)).toEqual(["/login"]);
      expectNoPasswordIn(urls);
      // Two submits were held: the form is sent once.
      expect(urls.urls.filter((url) => new URL(url).pathname === "/api/auth/sign-in/email")).toHaveLength(1);
      // Neither a hydration mismatch nor a refused inline script (the policy allows it by its hash).
      expect(errors.filter((text) => HYDRATION_ERROR.test(text) || /Content Security Policy/i.test(text))).toEqual([]);
    });
  }

  test("what was typed into the sign-up form before the app arrived is kept, and it signs up", async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdScripts(page, APP_SCRIPTS);
    await page.goto("/signup", { waitUntil: "commit" });
    const email = uniqueEmail("typed.early");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    expect(await appStarted(page)).toBe(false);

    release();
    await expect.poll(() => appStarted(page)).toBe(true);
    await page.waitForLoadState("networkidle");
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors.filter((text) => HYDRATION_ERROR.test(text) || /Content Security Policy/i.test(text))).toEqual([]);
  });
});

test("a prerendered page hydrates without a mismatch and the app works", async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(rememberParsedHeading);
  for (const path of [
    "/pricing",
    "/",
    "/about",
    "/faq",
    "/login",
    "/signup",
    "/templates/birthday-party",
    "/demo/family-demo",
  ]) {
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
