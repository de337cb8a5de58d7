import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { contactContract } from "#shared/contact/contract.ts";
import { mailContract } from "#shared/mail/contract.ts";
import { signUp, signUpVerified, uniqueEmail } from "#tests/fixtures/factories.ts";

let t: TestApp;
const adminEmail = uniqueEmail("admin");
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [adminEmail] } });
});
afterAll(async () => {
  await t?.close();
});

const message = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Reunion",
  message: "Can Gatherly handle 300 guests?",
};

describe("contact form", () => {
  it("stores the message, mails the admins, and shows it to admins only", async () => {
    const response = await t.client().call(contactContract.send, { body: message });
    expect(response.statusCode).toBe(201);
    const mails = await t.outbox(adminEmail);
    expect(mails[0]).toMatchObject({ kind: "contact-message" });
    expect(mails[0]!.text).toContain("Can Gatherly handle 300 guests?");

    const admin = await signUpVerified(t, { email: adminEmail });
    const list = await admin.client.call(contactContract.messages);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: message.message,
    });
    const user = await signUp(t.client());
    expect((await user.client.call(contactContract.messages)).statusCode).toBe(403);
  });

  it("refuses bad input with the fields named and stores nothing", async () => {
    const response = await t
      .client()
      .call(contactContract.send, { body: { name: "", email: "nope", message: "short" } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {}).sort()).toEqual(["email", "message", "name"]);
  });

  it("limits one address to 5 messages an hour", async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.call(contactContract.send, { body: message })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("email preview", () => {
  it("renders every template with sample data, HTML and text", async () => {
    const response = await t.client().call(mailContract.emailPreviews);
    expect(response.statusCode).toBe(200);
    const previews = response.json() as Array<{ kind: string; html: string; text: string; subject: string }>;
    expect(previews.map((p) => p.kind)).toEqual(
      expect.arrayContaining([
        "verify-email",
        "magic-link",
        "magic-link-no-account",
        "reset-password",
        "contact-message",
      ]),
    );
    for (const preview of previews) {
      expect(preview.html).toContain("Gatherly");
      expect(preview.text).toContain("Gatherly");
    }
  });
});
