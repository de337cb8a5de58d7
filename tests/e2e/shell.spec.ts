/**
 * The product shell in a real browser: header, footer, mobile drawer, back to top, help chat,
 * global feature search, the sign-in guard and its return, plan gating, copy protection.
 * Runs against the server without SMTP (mail goes to the local mailbox).
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_NO_SMTP_BASE_URL } from "../../playwright.config.ts";
import { PASSWORD, signUpInBrowser } from "./support/accounts.ts";
import { apiCall, createEvent } from "./support/api.ts";

test.use({ baseURL: E2E_NO_SMTP_BASE_URL });

test("a visitor's header and footer, and the header's shadow once scrolled", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "About", "Contact Us", "Sign In", "Sign Up"]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const name of ["Pricing", "Affiliate Program", "Privacy", "Terms"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Help Center" })).toHaveCount(0);
  await expect(page.getByText("© 2025 Gatherly")).toBeVisible();

  const header = page.getByRole("banner");
  const shadowOf = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
  const flat = await shadowOf();
  await page.mouse.wheel(0, 600);
  await expect.poll(shadowOf).not.toBe(flat);
});

test("back to top appears past 300 px and brings the page back up", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#choose-your-plan")).toBeAttached();
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the help chat greets, keeps what is typed, ignores blank messages", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Help & Support" }).click();
  await expect(page.getByText("Hi! How can we help you today?")).toBeVisible();
  const input = page.getByLabel("Message");
  const conversation = page.getByLabel("Conversation");
  const before = await conversation.getByRole("listitem").count();
  await input.fill("   ");
  await input.press("Enter");
  await expect(conversation.getByRole("listitem")).toHaveCount(before);
  await input.fill("Where do I invite guests?");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(conversation.getByText("Where do I invite guests?")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Hi! How can we help you today?")).toBeHidden();

  // Nothing is sent from here: the box says where a person reads, and goes there.
  await page.getByRole("button", { name: "Help & Support" }).click();
  await expect(conversation.getByText("Where do I invite guests?")).toBeVisible();
  await page.getByRole("link", { name: "contact form" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText("Hi! How can we help you today?")).toBeHidden();
});

test("the guard sends a visitor to sign in and back to where they were going", async ({ page }) => {
  const email = await signUpInBrowser(page);
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account-settings#password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await expect(page.getByText("Please sign in to access this page")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account-settings#password$/);
});

test("the global search finds features, opens them, and sends locked ones to pricing", async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto("/manage-events");
  const search = page.getByRole("combobox", { name: /search features/i });
  await search.fill("   ");
  await expect(page.getByText(/Found \d+ feature\(s\)/)).toHaveCount(0);
  await search.fill("zzzz-nothing");
  await expect(page.getByText('No features found matching "zzzz-nothing"')).toBeVisible();
  await search.fill("PRINTABLE checklists");
  await expect(page.getByText("Found 1 feature(s)")).toBeVisible();
  await search.press("ArrowDown");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/checklists$/);
  await expect(search).toHaveValue("");

  await search.fill("budgeting");
  await page.getByRole("option", { name: /Budgeting Tools/ }).click();
  await expect(page.getByText("Upgrade to Premium to access this feature").first()).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("search is hidden where the spec hides it", async ({ page }) => {
  for (const path of ["/", "/about", "/contact", "/login", "/signup", "/templates/wedding"]) {
    await page.goto(path);
    await expect(page.getByRole("combobox", { name: /search features/i }), path).toHaveCount(0);
  }
});

test("a page above the plan shows the Premium Feature notice and redirects to pricing", async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto("/rsvp");
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText("Premium Feature", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("RSVP Management is a premium feature. Upgrade to gain access.")).toBeVisible();
});

test("a free user starts a 14-day trial from pricing and the premium page opens", async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto("/pricing");
  await page
    .getByRole("button", { name: /Start 14-day trial/ })
    .first()
    .click();
  await expect(page.getByText(/14 days left/).first()).toBeVisible();
  await page.goto("/rsvp");
  await expect(page).toHaveURL(/\/rsvp$/);
});

test("copy protection blocks copying page text but not typing in fields", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("body")).toHaveClass(/protected-content/);
  await expect(page.locator("main h1")).toBeVisible();
  const blocked = await page.evaluate(() => {
    const event = new Event("copy", { bubbles: true, cancelable: true });
    document.querySelector("main h1")?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(blocked).toBe(true);
  const menuBlocked = await page.evaluate(() => {
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.querySelector("main h1")?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(menuBlocked).toBe(true);
  await page.goto("/contact");
  await expect(page.locator("main input").first()).toBeVisible();
  const allowed = await page.evaluate(() => {
    const event = new Event("copy", { bubbles: true, cancelable: true });
    document.querySelector("main input")?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(allowed).toBe(false);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the drawer lists the dashboard categories and restricts the directories", async ({ page }) => {
    await signUpInBrowser(page);
    await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Event & Venue Management" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Back to Main Menu" })).toBeVisible();
    await expect(drawer.getByText("Coming Soon").first()).toBeVisible();
    await drawer.getByRole("link", { name: /Event Planners/ }).click();
    await expect(page.getByText("Access Restricted")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await drawer.getByRole("link", { name: "Analytics & Insights" }).click();
    await expect(page).toHaveURL(/\/dashboard\?category=analytics-insights$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the help button steps aside while a field of the page is being typed in", async ({ page }) => {
    await signUpInBrowser(page);
    // The sign-up form stays on screen until the dashboard has loaded: wait for it, or the field focused
    // below could be one of the form's, gone a moment later.
    await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
    const help = page.getByRole("button", { name: "Help & Support" });
    await expect(help).toBeVisible();
    const field = page.getByPlaceholder("Search features...");
    await field.focus();
    await expect(field).toBeFocused();
    await expect(help).toBeHidden();
    await field.blur();
    await expect(help).toBeVisible();
  });

  test("the help button leaves a form's last buttons, a dialog's and the guest list's uncovered", async ({ page }) => {
    /** Every corner of the control answers a tap itself: nothing floats over it. */
    const uncovered = (control: Locator) =>
      control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const corners = [
          [r.left + 3, r.top + 3],
          [r.right - 3, r.top + 3],
          [r.left + 3, r.bottom - 3],
          [r.right - 3, r.bottom - 3],
        ] as const;
        return corners.every(([x, y]) => el.contains(document.elementFromPoint(x, y)));
      });
    await signUpInBrowser(page, { plan: "Premium" });
    await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
    const help = page.getByRole("button", { name: "Help & Support" });

    // A long form scrolled to its end: its last buttons can be tapped, clear of the floating button.
    await page.goto("/create-event");
    await expect(page.getByRole("button", { name: "Create event" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(help).toBeVisible();
    for (const control of [
      page.getByRole("button", { name: "Create event" }),
      page.getByRole("link", { name: "Cancel" }),
    ]) {
      await expect(control).toBeInViewport();
      expect(await uncovered(control)).toBe(true);
    }

    // A dialog's buttons sit above it.
    const eventId = await createEvent(page, { name: "Harbour Picnic" });
    await page.goto(`/checklists?eventId=${eventId}&new=1`);
    const dialog = page.getByRole("dialog", { name: "Add a checklist" });
    await expect(dialog).toBeVisible();
    for (const name of ["Add checklist", "Cancel"])
      expect(await uncovered(dialog.getByRole("button", { name }))).toBe(true);
    await page.keyboard.press("Escape");

    // The guest list and the RSVP panels under it, scrolled to the end: the page's last button is clear.
    for (const name of ["Ann Archer", "Ben Baker"])
      await apiCall(page, "post", `/api/events/${eventId}/guests`, { name });
    await page.goto(`/rsvp?event=${eventId}`);
    await expect(page.getByText("Ben Baker").filter({ visible: true }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator("main button:visible").last();
    await expect(help).toBeVisible();
    await expect(last).toBeInViewport();
    expect(await uncovered(last)).toBe(true);
  });
});
