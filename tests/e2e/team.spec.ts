/**
 * A business account's team (ADR 032): the owner invites an admin from the team page; the invitee opens the
 * mail's link, creates an account from it and comes back, confirms the address, accepts, and works in the
 * owner's account (the banner says so), where they rename the owner's event. The owner sees them on the team
 * and the rename in the activity log. The invitation page also works on a phone, and declining needs no account.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_MAIL_DIR } from "../../playwright.config.ts";
import { PASSWORD, signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { createEvent } from "./support/api.ts";
import { anotherPerson, makeBusiness } from "./support/business.ts";
import { waitForLink } from "./support/mailbox.ts";
import { seriousViolations } from "./support/axe.ts";

async function invite(page: Page, email: string, role: string): Promise<void> {
  const form = page.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pending invitations" }).getByText(email)).toBeVisible();
}

test("an owner invites an admin, who joins and edits the owner's event", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olga", lastName: "Owner" });
  await makeBusiness(page, browser);
  const eventId = await createEvent(page, { name: "Harbour Gala" });

  await page.goto("/business/admin-management");
  await expect(page.getByRole("heading", { level: 1, name: "Olga Owner" })).toBeVisible();
  await expect(page.getByText("0 of 10 seats used")).toBeVisible();
  const members = page.getByRole("region", { name: "Members" });
  await expect(members.getByRole("listitem")).toHaveCount(1);
  await expect(members.getByText("You", { exact: true })).toBeVisible();
  await expect(members.getByText("Founder", { exact: true })).toBeVisible();

  const adaEmail = uniqueEmail("ada");
  await invite(page, adaEmail, "Admin");
  await expect(page.getByText("1 of 10 seats used")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The invitee opens the mail's link, signed out: who invites, to what, as what; then an account from there.
  const ada = await anotherPerson(browser);
  const link = await waitForLink(E2E_MAIL_DIR, adaEmail, "/team-invitation/");
  await ada.goto(link);
  await expect(ada.getByRole("heading", { level: 1, name: "Join Olga Owner's team" })).toBeVisible();
  await expect(ada.getByText("Olga Owner invites you to plan in their account on Gatherly as Admin.")).toBeVisible();
  expect(await seriousViolations(ada)).toEqual([]);
  await ada.getByRole("link", { name: "Create an account" }).click();
  await expect(ada.getByLabel("Email")).toHaveValue(adaEmail);
  await ada.getByLabel("First name").fill("Ada");
  await ada.getByLabel("Last name").fill("Admin");
  await ada.getByLabel("Password").fill(PASSWORD);
  await ada.getByRole("button", { name: "Create account" }).click();
  await expect(ada).toHaveURL((url) => url.pathname === new URL(link).pathname);

  // Not confirmed yet: the server's refusal is shown as it is.
  await ada.getByRole("button", { name: "Accept and join" }).click();
  await expect(ada.getByRole("alert").filter({ hasText: "Confirm your email address first" })).toBeVisible();
  await ada.goto(await waitForLink(E2E_MAIL_DIR, adaEmail, "/api/auth/verify-email"));
  await expect(ada).toHaveURL(/\/dashboard$/);

  await ada.goto(link);
  await ada.getByRole("button", { name: "Accept and join" }).click();
  await expect(ada).toHaveURL(/\/dashboard$/);
  await expect(ada.getByText("You joined Olga Owner's team")).toBeVisible();
  const banner = ada.getByRole("complementary", { name: "The account you work in" });
  await expect(banner).toContainText("You are working in Olga Owner's account as Admin.");

  // In the owner's account: the owner's event, renamed from the events list.
  await ada.goto("/manage-events");
  await expect(banner).toBeVisible();
  await ada.getByRole("link", { name: "Edit Harbour Gala" }).click();
  await ada.getByLabel("Name", { exact: true }).fill("Harbour Gala 2030");
  await ada.getByRole("button", { name: "Save changes" }).click();
  await expect(ada).toHaveURL(new RegExp(`/event-details/${eventId}$`));
  await expect(ada.getByRole("heading", { level: 1, name: "Harbour Gala 2030" })).toBeVisible();

  // The owner sees Ada on the team and the rename in the activity log.
  await page.reload();
  const adaRow = members.getByRole("listitem", { name: "Ada Admin" });
  await expect(adaRow.getByRole("combobox", { name: "Role of Ada Admin" })).toHaveValue("admin");
  await expect(page.getByRole("region", { name: "Pending invitations" }).getByText(adaEmail)).toHaveCount(0);
  const log = page.getByRole("list", { name: "Activity log" });
  await expect(log.getByText(/Edit an event/).first()).toBeVisible();
  await expect(log.getByText("“Harbour Gala 2030”")).toBeVisible();
  await expect(log.getByText("Joined the team")).toBeVisible();
  const csv = await page.request.get((await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Joined the team");
  await page.getByLabel("Member", { exact: true }).selectOption({ label: "Ada Admin" });
  await expect(log.getByText("Invited a team member")).toHaveCount(0);
  await expect(log.getByText(/Edit an event/).first()).toBeVisible();

  // The switcher lists both accounts; the banner's button goes back to Ada's own.
  await ada.getByRole("button", { name: /Switch account/ }).click();
  await expect(ada.getByRole("menuitemradio", { name: /Olga Owner/ })).toHaveAttribute("aria-checked", "true");
  await expect(ada.getByRole("menuitemradio", { name: /My account/ })).toHaveAttribute("aria-checked", "false");
  await ada.keyboard.press("Escape");
  await banner.getByRole("button", { name: "Back to my account" }).click();
  await expect(banner).toHaveCount(0);
  await ada.goto("/manage-events");
  await expect(ada.getByText("Harbour Gala 2030")).toHaveCount(0);
  await ada.context().close();

  // A change of role is saved on purpose, not by browsing the list, and logged with before and after.
  await page.getByLabel("Member", { exact: true }).selectOption({ label: "Everyone" });
  const role = adaRow.getByRole("combobox", { name: "Role of Ada Admin" });
  await role.selectOption({ label: "Editor" });
  await adaRow.getByRole("button", { name: "Save the role of Ada Admin" }).click();
  await expect(page.getByText("Ada Admin is now Editor.")).toBeVisible();
  await expect(role).toHaveValue("editor");
  await expect(log.getByText("Admin → Editor")).toBeVisible();
});

test("the invitation page works on a phone, and declining needs no account", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olga", lastName: "Owner" });
  await makeBusiness(page, browser);
  await page.goto("/business/multi-admin");
  const email = uniqueEmail("dora");
  await invite(page, email, "Door staff");

  const phone = await anotherPerson(browser, 375);
  await phone.goto(await waitForLink(E2E_MAIL_DIR, email, "/team-invitation/"));
  await expect(phone.getByRole("heading", { level: 1, name: "Join Olga Owner's team" })).toBeVisible();
  await expect(
    phone.getByText("Sees everything, checks tickets in at the door and volunteers in for their shifts."),
  ).toBeVisible();
  await expect(phone.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(phone)).toEqual([]);

  await phone.getByRole("button", { name: "Decline the invitation" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Invitation declined" })).toBeVisible();
  await phone.reload();
  await expect(phone.getByText("This team invitation link is not valid")).toBeVisible();
  await phone.context().close();

  await page.reload();
  await expect(page.getByText("0 of 10 seats used")).toBeVisible();
  await expect(page.getByRole("list", { name: "Activity log" }).getByText("Declined the invitation")).toBeVisible();
});
