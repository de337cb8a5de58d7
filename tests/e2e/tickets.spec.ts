/**
 * A pro organiser puts tickets on sale (publishing the draft first, as the page asks), a guest buys two in
 * the shop without an account and gets them by email, opens them from the emailed link, and door staff check
 * one in by typing its code; the second scan says it is already in, a short code needs door staff signed in,
 * and the organiser's statistics follow live. Then paid tickets: the organiser is warned before opening a
 * shop that takes no payment, the buyer sees it on the type, and at the door, with no camera, the organiser
 * finds the unpaid buyer by name, marks the order paid, checks one ticket in and the other by its short code.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_BASE_URL, E2E_MAIL_DIR } from "../../playwright.config.ts";
import { signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { createEvent } from "./support/api.ts";
import { waitForLink } from "./support/mailbox.ts";
import { seriousViolations } from "./support/axe.ts";

/** The organiser makes the event's first check-in list on its Check-in tab; answers its door link. */
async function firstCheckinList(page: Page, eventId: string, name: string): Promise<string> {
  await page.getByRole("tab", { name: "Check-in" }).click();
  await page.getByRole("button", { name: "Create your first check-in list" }).click();
  const listDialog = page.getByRole("dialog");
  await listDialog.getByLabel("Name").fill(name);
  await listDialog.getByRole("button", { name: "Create check-in list" }).click();
  await expect(listDialog).toBeHidden();
  const lists = (await (await page.request.get(`/api/events/${eventId}/checkin-lists`)).json()) as {
    items: Array<{ doorPath: string }>;
  };
  return lists.items[0]!.doorPath;
}

test("sell tickets, receive them by email, scan one at the door, and watch the statistics", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olive", lastName: "Organiser" });
  const created = await page.request.post("/api/events", {
    data: {
      name: "Harbour Jazz Night",
      eventTypeId: "friends-type-1",
      startAt: "2030-06-15T19:00:00+02:00",
      endAt: "2030-06-15T23:30:00+02:00",
      timeZone: "Europe/Amsterdam",
      locationName: "The Boathouse",
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(created.status()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };

  // The organiser creates a ticket type and opens the shop.
  await page.goto(`/ticket-management/event/${eventId}`);
  await expect(page.getByText("No ticket types yet")).toBeVisible();
  await page.getByRole("button", { name: "Create your first ticket type" }).click();
  const typeDialog = page.getByRole("dialog");
  await typeDialog.getByLabel("Name").fill("Standing");
  await typeDialog.getByLabel("Quantity").fill("120");
  await typeDialog.getByRole("button", { name: "Create ticket type" }).click();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByText("Standing").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The event is still a draft, which is private: the shop asks to publish it first, then opens.
  await page.getByRole("tab", { name: "Shop" }).click();
  await page.getByLabel("Shop open").click();
  const publishFirst = page.getByRole("alertdialog", { name: "Publish the event first" });
  await expect(publishFirst).toContainText("Publish the event before opening the ticket shop.");
  await publishFirst.getByRole("button", { name: "Publish event" }).click();
  await expect(page.getByText("Anyone with the link can now get tickets.")).toBeVisible();
  const shop = (await (await page.request.get(`/api/events/${eventId}/ticket-shop`)).json()) as { path: string };

  // A guest buys two tickets in a browser of their own, with no account.
  const buyerEmail = uniqueEmail("buyer");
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(shop.path);
  await expect(guest.getByRole("heading", { name: "Harbour Jazz Night" })).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole("button", { name: "Add one Standing ticket" }).click();
  await guest.getByRole("button", { name: "Add one Standing ticket" }).click();
  await guest.getByLabel("Your name").fill("Billie Buyer");
  await guest.getByLabel("Your email").fill(buyerEmail);
  await guest.getByRole("button", { name: "Get my tickets" }).click();
  await expect(guest).toHaveURL(/\/ticket-confirmation\?order=/);
  await expect(guest.getByText("Billie Buyer").first()).toBeVisible();

  // The tickets arrive by email (real SMTP sink) and the link opens them again.
  const link = await waitForLink(E2E_MAIL_DIR, buyerEmail, "/ticket-confirmation");
  await guest.goto(link);
  await expect(guest.getByTestId("ticket-code")).toHaveCount(2);
  const codes = await guest.getByTestId("ticket-code").allTextContents();
  expect(codes[0]).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4}){6}$/);
  // Each ticket also shows the short code to give at the door when the QR will not scan.
  const shortCodes = await guest.getByTestId("ticket-short-code").allTextContents();
  expect(shortCodes).toHaveLength(2);
  for (const shortCode of shortCodes) expect(shortCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(await seriousViolations(guest)).toEqual([]);
  await guestContext.close();

  // A check-in list with its door link; door staff open it without an account.
  const doorPath = await firstCheckinList(page, eventId, "Main door");

  const doorContext = await browser.newContext();
  const door = await doorContext.newPage();
  await door.goto(doorPath);
  const nameDialog = door.getByRole("dialog");
  await nameDialog.getByLabel("Your name").fill("Sam");
  await nameDialog.getByRole("button", { name: "Start scanning" }).click();
  const codeField = door.getByLabel("Ticket code");
  await codeField.fill(codes[0]!.toLowerCase());
  await codeField.press("Enter");
  const result = door.getByRole("region", { name: "Scan result" });
  await expect(result.getByText("Valid", { exact: true })).toBeVisible();
  await expect(result.getByText("Billie Buyer")).toBeVisible();
  await codeField.fill(codes[0]!);
  await codeField.press("Enter");
  await expect(result.getByText(/Already checked in at \d{1,2}:\d{2}\s[AP]M by Sam/)).toBeVisible();
  // With the door link alone a short code is refused, and the page says who can use one.
  await expect(door.getByText("to find tickets by name and type short codes here.")).toBeVisible();
  await codeField.fill(shortCodes[1]!);
  await codeField.press("Enter");
  await expect(result.getByText(/Short codes work only for door staff signed in to Gatherly/)).toBeVisible();
  expect(await seriousViolations(door)).toEqual([]);

  // The organiser's statistics show the check-in (the live stream brings it).
  await page.getByRole("tab", { name: "Statistics" }).click();
  await expect(page.getByLabel("Checked in", { exact: true })).toHaveText("1", { timeout: 15_000 });
  await door.goto(doorPath);
  await codeField.fill(codes[1]!);
  await codeField.press("Enter");
  await expect(result.getByText("Valid", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Checked in", { exact: true })).toHaveText("2", { timeout: 15_000 });
  await doorContext.close();
});

test("paid tickets: a warning before the shop opens without payment, an unpaid order held for the organiser's hours, then paid and checked in at the door without a camera", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Paula", lastName: "Payee" });
  const eventId = await createEvent(page, { name: "Harbour Dinner", status: "published" });
  await page.goto(`/ticket-management/event/${eventId}`);
  await page.getByRole("button", { name: "Create your first ticket type" }).click();
  const typeDialog = page.getByRole("dialog");
  await typeDialog.getByLabel("Name").fill("Dinner");
  await typeDialog.getByLabel("Price").fill("25");
  await typeDialog.getByLabel("Quantity").fill("40");
  await typeDialog.getByRole("button", { name: "Create ticket type" }).click();
  await expect(typeDialog).toBeHidden();

  // The shop takes no payment yet: opening it names the ticket nobody could pay for, with a choice.
  await page.getByRole("tab", { name: "Shop" }).click();
  await page.getByLabel("Shop open").click();
  const warning = page.getByRole("alertdialog", { name: "Buyers can't pay for these tickets yet" });
  await expect(warning).toContainText("“Dinner” costs money, but the shop takes no payment yet");
  expect(await seriousViolations(page)).toEqual([]);
  await warning.getByRole("button", { name: "Set up payment" }).click();
  // Gone for good (its closing animation over) before the shop is opened again, as a person would see it.
  await expect(warning).toBeHidden();
  await expect(page.getByLabel("Offer offline payment")).toBeFocused();
  await expect(page.getByLabel("Shop open")).not.toBeChecked();
  await page.getByLabel("Shop open").click();
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Open the shop anyway" }).click();
  await expect(page.getByText("Anyone with the link can now get tickets.")).toBeVisible();
  const shop = (await (await page.request.get(`/api/events/${eventId}/ticket-shop`)).json()) as { path: string };

  // A buyer sees at once that Dinner cannot be bought here: a note on it, and no way to choose it.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(shop.path);
  await expect(guest.getByText("Not sold online")).toBeVisible();
  await expect(guest.getByText("The organiser doesn't take payments here yet.", { exact: false })).toBeVisible();
  await expect(guest.getByRole("button", { name: "Add one Dinner ticket" })).toHaveCount(0);

  // Offline payment, with unpaid orders held for 6 hours instead of the default 48.
  const payment = page.getByRole("form", { name: "Payment settings" });
  await payment.getByLabel("Offer offline payment").click();
  await payment
    .getByLabel("Payment instructions")
    .fill("Transfer to NL00 BANK 0123 4567 89 with your order reference.");
  await payment.getByLabel("Hold unpaid orders for (hours)").fill("6");
  await payment.getByRole("button", { name: "Save payment settings" }).click();
  await expect(page.getByText("Payment settings saved")).toBeVisible();

  await guest.reload();
  await guest.getByRole("button", { name: "Add one Dinner ticket" }).click();
  await guest.getByRole("button", { name: "Add one Dinner ticket" }).click();
  await guest.getByLabel("Your name").fill("Olly Offline");
  await guest.getByLabel("Your email").fill(uniqueEmail("offline"));
  const ordered = Date.now();
  await guest.getByRole("button", { name: "Reserve my tickets" }).click();
  await expect(guest).toHaveURL(/\/ticket-confirmation\?order=/);
  await expect(guest.getByText("Your places are held until", { exact: false })).toBeVisible();

  // What the page shows is the organiser's 6 hours from the order.
  const orderToken = new URL(guest.url()).searchParams.get("order")!;
  const confirmation = (await (await guest.request.get(`/api/public/orders/${orderToken}`)).json()) as {
    order: { heldUntil: string };
  };
  const heldForMs = new Date(confirmation.order.heldUntil).getTime() - ordered;
  expect(Math.abs(heldForMs - 6 * 60 * 60 * 1000)).toBeLessThan(5 * 60 * 1000);
  expect(await seriousViolations(guest)).toEqual([]);

  // The unpaid order shows "Mark paid" in sight in the organiser's orders, not in a menu.
  await page.getByRole("tab", { name: "Orders" }).click();
  await expect(page.getByRole("button", { name: /^Mark paid/ })).toBeVisible();

  // At the door, signed in as the organiser, with no camera on this device.
  const doorPath = await firstCheckinList(page, eventId, "Front door");
  const door = await page.context().newPage();
  await door.addInitScript(() => {
    Object.defineProperty(navigator, "mediaDevices", {
      value: {
        enumerateDevices: async () => [],
        getUserMedia: async () => Promise.reject(new DOMException("No camera", "NotFoundError")),
      },
    });
  });
  await door.goto(doorPath);
  const nameDialog = door.getByRole("dialog");
  await nameDialog.getByLabel("Your name").fill("Paula");
  await nameDialog.getByRole("button", { name: "Start scanning" }).click();
  await door.getByRole("button", { name: "Use camera" }).click();
  await expect(door.getByText("The camera is not available")).toBeVisible();

  // Found by name: the order awaits its payment; marked paid, one ticket is checked in from the result.
  await door.getByLabel("Name, email, order or short code").fill("olly");
  const matches = door.getByRole("list", { name: "Matching tickets" });
  await expect(matches.getByText("Olly Offline", { exact: true })).toHaveCount(2);
  await expect(matches.getByText("Awaiting payment")).toHaveCount(2);
  await matches.getByRole("button", { name: "Mark paid for Olly Offline" }).first().click();
  await expect(door.getByText("Payment confirmed")).toBeVisible();
  await matches.getByRole("button", { name: "Check in Olly Offline" }).first().click();
  const result = door.getByRole("region", { name: "Scan result" });
  await expect(result.getByText("Valid", { exact: true })).toBeVisible();
  await expect(result.getByText("Olly Offline")).toBeVisible();
  await expect(matches.getByText(/^Checked in at \d{1,2}:\d{2}\s[AP]M$/)).toHaveCount(1);
  expect(await seriousViolations(door)).toEqual([]);

  // The buyer's tickets now show their short codes; the second one is typed at the door.
  await guest.reload();
  await expect(guest.getByTestId("ticket-short-code")).toHaveCount(2);
  const shortCodes = await guest.getByTestId("ticket-short-code").allTextContents();
  const codeField = door.getByLabel("Ticket code");
  await codeField.fill(shortCodes[1]!.toLowerCase());
  await codeField.press("Enter");
  await expect(result.getByText("Valid", { exact: true })).toBeVisible();
  await codeField.fill(shortCodes[0]!);
  await codeField.press("Enter");
  await expect(result.getByText(/Already checked in at \d{1,2}:\d{2}\s[AP]M by Paula/)).toBeVisible();
  await guestContext.close();
});
