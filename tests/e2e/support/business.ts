/**
 * Business-plan journeys (the team, volunteers): the plan set by the listed admin, and other people in browsers
 * of their own.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAILS, E2E_BASE_URL, E2E_MAIL_DIR } from "../../../playwright.config.ts";
import { PASSWORD, signUpInBrowser } from "./accounts.ts";
import { waitForLink } from "./mailbox.ts";

const randomOctet = () => Math.floor(Math.random() * 250) + 1;

/**
 * Sign-up offers up to Pro: the listed admin of these journeys (signed up and confirmed by the first journey that
 * needs them, else signed in) puts the owner on the business plan.
 */
export async function makeBusiness(page: Page, browser: Browser): Promise<void> {
  const me = (await (await page.request.get("/api/account/me")).json()) as { user: { id: string } };
  const admin = await anotherPerson(browser);
  const email = E2E_ADMIN_EMAILS[2]!;
  await admin.goto("/login");
  await admin.getByLabel("Email").fill(email);
  await admin.getByLabel("Password").fill(PASSWORD);
  await admin.getByRole("button", { name: "Sign in" }).click();
  // Either the dashboard opens, or the sign-in is refused: then they have no account yet.
  await Promise.race([admin.waitForURL(/\/dashboard$/), admin.getByRole("alert").first().waitFor()]);
  if (!admin.url().endsWith("/dashboard")) {
    await signUpInBrowser(admin, { email, firstName: "Bea", lastName: "Billing" });
    await admin.goto(await waitForLink(E2E_MAIL_DIR, email, "/api/auth/verify-email"));
    await expect(admin).toHaveURL(/\/dashboard$/);
  }
  const changed = await admin.request.patch(`/api/admin/users/${me.user.id}/subscription`, {
    data: { planType: "business" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await admin.context().close();
}

/** Another person in their own browser context (their own address, as the test's visitor is). */
export async function anotherPerson(browser: Browser, width?: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": `10.67.${randomOctet()}.${randomOctet()}` },
    ...(width ? { viewport: { width, height: 800 } } : {}),
  });
  return context.newPage();
}
