import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { createTestApp, pathOf, type TestApp } from "#tests/fixtures/test-app.ts";
import { expectOneWinner, race } from "#tests/fixtures/concurrency.ts";
import { confirmLink, signUp, signUpVerified, uniqueEmail } from "#tests/fixtures/factories.ts";
import { errorOf, type Client } from "#tests/fixtures/http-client.ts";
import { accountContract as account } from "#shared/account/contract.ts";
import { eventTypesContract } from "#shared/event-types/contract.ts";

let t: TestApp;
const adminEmail = uniqueEmail("admin");
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [adminEmail] } });
});
afterAll(async () => {
  await t?.close();
});

async function upload(client: Client, bytes: Buffer, type = "image/png", filename = "me.png") {
  return client.uploadTo(account.uploadAvatar, {}, { bytes, type, filename });
}

describe("trial from /pricing", () => {
  it("a free user starts one 14-day trial of pro; a second attempt is refused", async () => {
    const user = await signUp(t.client());
    const started = await user.client.call(account.startTrial, { body: { planType: "pro" } });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      subscription: { planType: "pro", isTrial: true },
      access: { premium: true, pro: true, business: false },
      trial: { active: true, daysRemaining: 14 },
    });
    const again = await user.client.call(account.startTrial, { body: { planType: "premium" } });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe("CONFLICT");
  });

  it("two simultaneous clicks start exactly one trial", async () => {
    const user = await signUp(t.client());
    const outcome = await race(2, (i) =>
      user.client.call(account.startTrial, { body: { planType: i === 0 ? "premium" : "pro" } }),
    );
    expectOneWinner(outcome, 200, 409);
  });

  it("a paying user cannot start a trial, and bad input is refused", async () => {
    const premium = await signUp(t.client(), { planType: "premium" });
    expect((await premium.client.call(account.startTrial, { body: { planType: "pro" } })).statusCode).toBe(409);
    const free = await signUp(t.client());
    const bad = await free.client.call(account.startTrial, { body: { planType: "business" } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("planType");
    expect((await t.client().call(account.startTrial, { body: { planType: "pro" } })).statusCode).toBe(401);
  });
});

describe("profile", () => {
  it("updates first and last name and the full name with them", async () => {
    const user = await signUp(t.client());
    const response = await user.client.call(account.updateProfile, {
      body: {
        firstName: " Mary ",
        lastName: "Jackson",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Mary",
      lastName: "Jackson",
      fullName: "Mary Jackson",
      displayName: "Mary Jackson",
    });
  });

  it("refuses an empty name with the field named", async () => {
    const user = await signUp(t.client());
    const response = await user.client.call(account.updateProfile, { body: { firstName: "", lastName: "X" } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.firstName).toBe("First name is required");
    expect((await user.client.call(account.me)).json().user.firstName).toBe("Ada");
  });
});

describe("avatar", () => {
  it("stores an uploaded image as a small WebP, serves it, and removes it", async () => {
    const user = await signUp(t.client());
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#6d28d9" } })
      .png()
      .toBuffer();
    const response = await upload(user.client, png);
    expect(response.statusCode).toBe(200);
    const url = response.json().avatarUrl as string;
    expect(url).toMatch(/^\/api\/avatars\/.+\.webp$/);
    const image = await t.client().request("GET", url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const removed = await user.client.call(account.removeAvatar);
    expect(removed.json().avatarUrl).toBeNull();
    expect((await t.client().request("GET", url)).statusCode).toBe(404);
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const user = await signUp(t.client());
    const response = await upload(user.client, Buffer.from("not an image at all"), "image/png", "fake.png");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("avatar");
  });

  it("refuses an image over 2 MB with 413", async () => {
    const user = await signUp(t.client());
    const response = await upload(user.client, Buffer.alloc(3 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect((await user.client.call(account.me)).json().user.avatarUrl).toBeNull();
  });

  it("requires sign-in", async () => {
    const response = await t.app.inject({ method: account.removeAvatar.method, url: account.removeAvatar.path });
    expect(response.statusCode).toBe(401);
  });
});

describe("preferred event type", () => {
  it("defaults to Club until chosen, then keeps the choice", async () => {
    const user = await signUp(t.client());
    expect((await user.client.call(account.preferredEventType)).json()).toEqual({
      eventTypeId: "club-type-1",
      explicit: false,
    });
    const saved = await user.client.call(account.setPreferredEventType, {
      body: {
        eventTypeId: "school-type-1",
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ eventTypeId: "school-type-1", name: "School", explicit: true });
    expect((await user.client.call(account.preferredEventType)).json().explicit).toBe(true);
  });

  it("refuses a malformed id and an unknown one with the spec's texts", async () => {
    const user = await signUp(t.client());
    const malformed = await user.client.call(account.setPreferredEventType, {
      body: {
        eventTypeId: "not-a-type",
      },
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields?.eventTypeId).toBe("Invalid event type ID format.");
    const unknown = await user.client.call(account.setPreferredEventType, {
      body: {
        eventTypeId: randomUUID(),
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe("Selected event type not found.");
  });

  it("lists the 12 built-in event types, Club first, with their terms", async () => {
    const types = (await t.client().call(eventTypesContract.list)).json() as Array<{
      name: string;
      groupTerm: string;
      memberTerm: string;
    }>;
    expect(types).toHaveLength(12);
    expect(types[0]!.name).toBe("Club");
    expect(types.find((x) => x.name === "School")).toMatchObject({ groupTerm: "Class Year", memberTerm: "Classmate" });
  });
});

describe("plan preview (plan testing pages)", () => {
  it("an admin views the product as a tier on their own account; others cannot", async () => {
    const admin = await signUpVerified(t, { email: adminEmail });
    const asBusiness = await admin.client.call(account.setPlanPreview, { body: { planType: "business" } });
    expect(asBusiness.statusCode).toBe(200);
    expect(asBusiness.json()).toMatchObject({ previewPlanType: "business", access: { business: true } });
    expect((await admin.client.call(account.featureAccess, { params: { key: "data-export" } })).statusCode).toBe(200);
    const asFree = await admin.client.call(account.setPlanPreview, { body: { planType: "free" } });
    expect(asFree.json().access).toEqual({ premium: false, pro: false, business: false });
    expect((await admin.client.call(account.featureAccess, { params: { key: "rsvp-management" } })).statusCode).toBe(
      403,
    );
    const cleared = await admin.client.call(account.setPlanPreview, { body: { planType: null } });
    expect(cleared.json().previewPlanType).toBeNull();

    const user = await signUp(t.client());
    expect((await user.client.call(account.setPlanPreview, { body: { planType: "business" } })).statusCode).toBe(403);
    expect((await user.client.call(account.subscription)).json().subscription.planType).toBe("free");
  });
});

describe("email change", () => {
  it("takes effect once the link sent to the new address is opened", async () => {
    const user = await signUp(t.client());
    const newEmail = uniqueEmail("moved");
    const asked = await user.client.request("POST", "/api/auth/change-email", {
      newEmail,
      callbackURL: "/account-settings",
    });
    expect(asked.statusCode).toBe(200);
    expect((await user.client.call(account.me)).json().user.email).toBe(user.email);

    const link = await t.linkFromMail(newEmail, "verify-email");
    const opened = await user.client.request("GET", pathOf(link), undefined, { accept: "text/html" });
    expect(opened.statusCode).toBe(303);
    expect((await user.client.call(account.me)).json().user.email).toBe(user.email);
    const confirmed = await confirmLink(user.client, link);
    expect(confirmed.json()).toEqual({ status: true, redirectTo: "/account-settings" });
    expect((await user.client.call(account.me)).json().user.email).toBe(newEmail);
  });

  it("never takes an address another account uses, without revealing that it is taken", async () => {
    const user = await signUp(t.client());
    const other = await signUp(t.client());
    const mailsBefore = (await t.outbox(other.email)).length;
    const response = await user.client.request("POST", "/api/auth/change-email", { newEmail: other.email });
    expect(response.statusCode).toBe(200);
    expect((await t.outbox(other.email)).length).toBe(mailsBefore);
    expect((await user.client.call(account.me)).json().user.email).toBe(user.email);
  });
});
