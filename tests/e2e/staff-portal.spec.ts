/**
 * The staff portal (issue 23, business): the organiser writes to the volunteers of one role from the staff
 * portal; a volunteer of that role reads it on their own page on a phone and answers; the organiser sees the
 * answer arrive in the channel. A volunteer of another role does not get the role's message.
 */
import { expect, test } from "./support/test.ts";
import { signUpInBrowser, uniqueEmail } from "./support/accounts.ts";
import { apiCall, createEvent } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { anotherPerson, makeBusiness } from "./support/business.ts";

test("an organiser briefs a role's volunteers in the staff channel, and a volunteer answers from their page", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, { plan: "Pro", firstName: "Olga", lastName: "Organiser" });
  await makeBusiness(page, browser);
  const eventId = await createEvent(page, { name: "Harbour Clean-up", status: "published" });
  const V = `/api/events/${eventId}/volunteers`;
  const tokens: Record<string, string> = {};
  for (const [name, person] of [
    ["First aid", "Mia Medic"],
    ["Setup", "Ben Builder"],
  ] as const) {
    const role = await apiCall<{ id: string }>(page, "post", `${V}/roles`, { name });
    const shift = await apiCall<{ id: string }>(page, "post", `${V}/shifts`, {
      roleId: role.id,
      startsAt: "2030-06-14T17:00:00+02:00",
      endsAt: "2030-06-14T19:00:00+02:00",
      published: true,
    });
    const added = await apiCall<{ id: string; pagePath: string }>(page, "post", `${V}/people`, {
      name: person,
      email: uniqueEmail("vol"),
    });
    await apiCall(page, "post", `${V}/shifts/${shift.id}/assignments`, { volunteerId: added.id });
    tokens[name] = added.pagePath;
  }

  await page.goto(`/business/staff-portal?eventId=${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Communication Portal" })).toBeVisible();
  await expect(page.getByText("Nothing posted yet.")).toBeVisible();
  await page.getByLabel("To", { exact: true }).selectOption({ label: "First aid" });
  await page.getByLabel("Message", { exact: true }).fill("The first aid kit is in the blue van.");
  await page.getByRole("button", { name: "Post" }).click();
  await expect(page.getByText("1 volunteer can read it.")).toBeVisible();
  const channel = page.getByRole("list", { name: "Posts, newest first" });
  await expect(channel.getByText("The first aid kit is in the blue van.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The medic reads it on a phone and answers; the builder, on another role, does not get it.
  const medic = await anotherPerson(browser, 375);
  await medic.goto(tokens["First aid"]!);
  const section = medic.getByRole("region", { name: "Staff channel" });
  await expect(section.getByText("The first aid kit is in the blue van.")).toBeVisible();
  await section.getByLabel("Write to the team").fill("Got it, I'll take it to the gate.");
  await section.getByRole("button", { name: "Send" }).click();
  await expect(section.getByText("Got it, I'll take it to the gate.")).toBeVisible();
  await expect(section.getByLabel("Write to the team")).toHaveValue("");
  expect(await seriousViolations(medic)).toEqual([]);
  const builder = await anotherPerson(browser, 375);
  await builder.goto(tokens["Setup"]!);
  const theirs = builder.getByRole("region", { name: "Staff channel" });
  await expect(theirs.getByText("Got it, I'll take it to the gate.")).toBeVisible();
  await expect(theirs.getByText("The first aid kit is in the blue van.")).toHaveCount(0);

  // The organiser's channel shows the answer without a reload.
  await expect(channel.getByText("Got it, I'll take it to the gate.")).toBeVisible({ timeout: 30_000 });
  await medic.context().close();
  await builder.context().close();
});
