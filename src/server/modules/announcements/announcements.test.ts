import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import { changePlan, createTestApp, type TestApp } from "../../../../tests/fixtures/test-app.ts";
import {
  eventInput,
  signUp,
  uniqueEmail,
  verifyEmail,
  type SignedUpUser,
} from "../../../../tests/fixtures/factories.ts";
import { announcementsContract as announcementsApi } from "#shared/announcements/contract.ts";
import { redactUrl } from "../../app.ts";
import { MAIL_QUEUE } from "./mailing.ts";

let t: TestApp;
let organiser: SignedUpUser;
let attendee: SignedUpUser;
let freeAttendee: SignedUpUser;
let stranger: SignedUpUser;
let eventId: string;
/** Guests with an address but no account: they only get the email copy. */
const mailOnly = [uniqueEmail("mail-a"), uniqueEmail("mail-b")];

const post = (who: SignedUpUser, body: Record<string, unknown>, event = eventId) =>
  who.client.call(announcementsApi.create, { params: { eventId: event }, body });
const list = (who: SignedUpUser, query: Record<string, unknown> = {}) =>
  who.client.call(announcementsApi.list, { params: { eventId }, query });

function unsubscribeToken(text: string): string {
  const match = text.match(/\/unsubscribe\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error("no unsubscribe link in the mail");
  return match[1]!;
}

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "premium" });
  attendee = await signUp(t.client(), { planType: "premium", email: uniqueEmail("attendee") });
  freeAttendee = await signUp(t.client(), { email: uniqueEmail("free") });
  stranger = await signUp(t.client(), { planType: "premium" });
  for (const person of [attendee, freeAttendee, stranger]) await verifyEmail(t, person);
  // Published: a guest's link shows nothing of a draft (ADR 025).
  const created = await organiser.client.call(eventsApi.create, {
    body: eventInput({ name: "Class of 1995 reunion", status: "published" }),
  });
  eventId = (created.json() as { id: string }).id;
  const people = [
    { name: "Ann Attendee", email: attendee.email },
    { name: "Fred Free", email: freeAttendee.email },
    { name: "Mia Mail", email: mailOnly[0] },
    { name: "Max Mail", email: mailOnly[1] },
    { name: "No Address", email: "" },
  ];
  for (const guest of people) {
    const added = await organiser.client.call(rsvpApi.addGuest, { params: { eventId }, body: guest });
    expect(added.statusCode, added.body).toBe(201);
  }
});

afterAll(() => t.close());

describe("announcements", () => {
  it("the organiser posts; an attendee reads the list pinned first, marks read, and the organiser sees the count", async () => {
    const first = await post(organiser, {
      title: "  Parking  ",
      body: "The car park closes at midnight.\nBikes in the yard.",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      title: "Parking",
      pinned: false,
      emailCopy: false,
      read: true,
      reach: { readCount: 0, recipients: 2, emailed: 0 },
    });
    const pinned = (
      await post(organiser, { title: "Dress code", body: "Smart casual.", pinned: true, tags: ["info", "info"] })
    ).json();
    expect(pinned.tags).toEqual(["info"]);
    const newest = (await post(organiser, { title: "Photos", body: "Bring old photos." })).json();

    const seen = await list(attendee);
    expect(seen.statusCode, seen.body).toBe(200);
    const body = seen.json();
    expect(body.items.map((a: { id: string }) => a.id)).toEqual([pinned.id, newest.id, first.json().id]);
    expect(body.items.every((a: { read: boolean; reach: unknown }) => !a.read && a.reach === null)).toBe(true);
    expect(body).toMatchObject({ total: 3, unread: 3 });
    expect((await attendee.client.call(announcementsApi.unreadCount, { query: { eventId } })).json()).toEqual({
      unread: 3,
    });

    for (let i = 0; i < 2; i++) {
      const read = await attendee.client.call(announcementsApi.markRead, { params: { id: pinned.id } });
      expect(read.statusCode, read.body).toBe(200);
    }
    expect((await attendee.client.call(announcementsApi.unreadCount)).json()).toEqual({ unread: 2 });
    expect((await list(attendee)).json().items[0]).toMatchObject({ id: pinned.id, read: true });
    const paged = (await list(attendee, { page: 2, pageSize: 2 })).json();
    expect(paged.items.map((a: { id: string }) => a.id)).toEqual([first.json().id]);

    const organiserView = (await list(organiser)).json();
    expect(organiserView.items[0]).toMatchObject({ id: pinned.id, reach: { readCount: 1, recipients: 2, emailed: 0 } });
    expect(organiserView.unread).toBe(0);
    expect((await organiser.client.call(announcementsApi.unreadCount)).json()).toEqual({ unread: 0 });
  });

  it("lets the organiser edit, unpin and delete; an attendee and a stranger get 404, a free member reads", async () => {
    const created = (await post(organiser, { title: "Menu", body: "Fish or pasta." })).json();
    const edited = await organiser.client.call(announcementsApi.update, {
      params: { id: created.id },
      body: { title: "Menu (updated)", pinned: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Menu (updated)", body: "Fish or pasta.", pinned: true });
    expect(edited.json().updatedAt).not.toBe(created.updatedAt);
    // Pinning is not editing: the post does not show as edited.
    const unpinned = (
      await organiser.client.call(announcementsApi.update, { params: { id: created.id }, body: { pinned: false } })
    ).json();
    expect(unpinned).toMatchObject({ pinned: false, updatedAt: edited.json().updatedAt });

    for (const who of [attendee, stranger]) {
      expect((await post(who, { title: "Mine", body: "Not allowed" })).statusCode).toBe(404);
      expect(
        (await who.client.call(announcementsApi.update, { params: { id: created.id }, body: { title: "X" } }))
          .statusCode,
      ).toBe(404);
      expect((await who.client.call(announcementsApi.remove, { params: { id: created.id } })).statusCode).toBe(404);
    }
    for (const [endpoint, input] of [
      [announcementsApi.list, { params: { eventId } }],
      [announcementsApi.markRead, { params: { id: created.id } }],
      [announcementsApi.unreadCount, { query: { eventId } }],
    ] as const) {
      const response = await stranger.client.call(endpoint, input);
      expect(response.statusCode, endpoint.path).toBe(404);
      expect(errorOf(response).code).toBe("NOT_FOUND");
    }
    // The host's plan counts inside the event: a guest on the free plan reads the news and marks it read.
    const free = await freeAttendee.client.call(announcementsApi.list, { params: { eventId } });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().items.map((item: { id: string }) => item.id)).toContain(created.id);
    expect((await freeAttendee.client.call(announcementsApi.markRead, { params: { id: created.id } })).statusCode).toBe(
      200,
    );
    // Organising stays the caller's own business.
    expect(errorOf(await post(freeAttendee, { title: "Mine", body: "No" })).code).toBe("PLAN_REQUIRED");
    await changePlan(t, organiser.id, "free");
    try {
      const lapsed = await freeAttendee.client.call(announcementsApi.list, { params: { eventId } });
      expect(lapsed.statusCode).toBe(403);
      expect(errorOf(lapsed)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "premium" });
      expect(errorOf(await freeAttendee.client.call(announcementsApi.unreadCount)).code).toBe("PLAN_REQUIRED");
    } finally {
      await changePlan(t, organiser.id, "premium");
    }
    expect((await organiser.client.call(announcementsApi.list, { params: { eventId: "not-an-id" } })).statusCode).toBe(
      404,
    );
    expect(
      (await organiser.client.call(announcementsApi.update, { params: { id: "not-an-id" }, body: { title: "X" } }))
        .statusCode,
    ).toBe(404);

    expect((await organiser.client.call(announcementsApi.remove, { params: { id: created.id } })).json()).toEqual({
      deleted: true,
    });
    expect((await organiser.client.call(announcementsApi.remove, { params: { id: created.id } })).statusCode).toBe(404);
  });

  it.each([
    [{ title: "", body: "Hello" }, "title"],
    [{ title: "   ", body: "Hello" }, "title"],
    [{ title: "x".repeat(151), body: "Hello" }, "title"],
    [{ title: "Hi", body: "  " }, "body"],
    [{ title: "Hi", body: "x".repeat(5001) }, "body"],
    [{ title: "Hi", body: "Hello", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, "tags"],
    [{ title: "Hi", body: "Hello", pinned: "yes" }, "pinned"],
    [{ title: "Hi", body: "Hello", sticky: true }, "sticky"],
  ])("refuses %j with 400 naming %s", async (input, field) => {
    const response = await post(organiser, input);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {}).join(" ") + errorOf(response).message).toContain(field);
  });

  it("accepts the longest title and body", async () => {
    expect((await post(organiser, { title: "x".repeat(150), body: "y".repeat(5000) })).statusCode).toBe(201);
  });
});

describe("the email copy", () => {
  it("mails every guest with an address once, even when the job runs again, with the body escaped", async () => {
    const created = await post(organiser, {
      title: "Tonight <b>late</b>",
      body: "<script>alert(1)</script>\nSee you",
      emailCopy: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    // JSON gives the text back as written: the client shows it as text.
    expect(created.json().body).toBe("<script>alert(1)</script>\nSee you");
    await t.jobs.idle();
    // The queue runs the same announcement again (a retry): nobody is mailed twice.
    await t.jobs.send(t.database.db, MAIL_QUEUE, { announcementId: created.json().id });
    await t.jobs.idle();

    for (const address of [attendee.email, freeAttendee.email, ...mailOnly]) {
      const mails = (await t.outbox(address)).filter((m) => m.kind === "announcement");
      expect(mails, address).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe("Class of 1995 reunion: Tonight <b>late</b>");
      expect(mail!.html).not.toContain("<script>");
      expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(mail!.html).not.toContain("<b>late");
      expect(mail!.text).toContain("<script>alert(1)</script>");
      expect(mail!.html).toContain(`/unsubscribe/${unsubscribeToken(mail!.text)}`);
    }
    expect(
      (await list(organiser)).json().items.find((a: { id: string }) => a.id === created.json().id)!.reach!.emailed,
    ).toBe(4);
  });

  it("the mail links to the guest's own view, where a guest without an account reads the news", async () => {
    const [mail] = (await t.outbox(mailOnly[1]!)).filter((m) => m.kind === "announcement");
    const link = mail!.text.match(/\/invitation\/([A-Za-z0-9_-]+)#news/);
    expect(link, "the mail's link to the guest's hub").not.toBeNull();
    const token = link![1]!;
    const visitor = t.client();
    const news = await visitor.call(announcementsApi.guestList, { params: { token } });
    expect(news.statusCode, news.body).toBe(200);
    expect(news.json().items.map((item: { title: string }) => item.title)).toContain("Tonight <b>late</b>");
    // The organiser's figures stay theirs, and a link is nobody's account: nothing to mark read.
    expect(news.json().items.every((item: { reach: unknown; read: boolean }) => !item.reach && item.read)).toBe(true);
    expect((await visitor.call(announcementsApi.guestList, { params: { token: "not-a-link" } })).statusCode).toBe(404);
    const bad = await visitor.call(announcementsApi.guestList, { params: { token }, query: { page: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("page");
    await changePlan(t, organiser.id, "free");
    try {
      const lapsed = await visitor.call(announcementsApi.guestList, { params: { token } });
      expect(lapsed.statusCode).toBe(403);
      expect(errorOf(lapsed)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "premium" });
    } finally {
      await changePlan(t, organiser.id, "premium");
    }
  });

  it("a guest's link reads no news while the event is a draft again, and reads it once it is published", async () => {
    const [mail] = (await t.outbox(mailOnly[1]!)).filter((m) => m.kind === "announcement");
    const token = mail!.text.match(/\/invitation\/([A-Za-z0-9_-]+)#news/)![1]!;
    const setStatus = (status: string) =>
      organiser.client.call(eventsApi.setStatus, { params: { eventId }, body: { status } });
    expect((await setStatus("draft")).statusCode).toBe(200);
    try {
      const closed = await t.client().call(announcementsApi.guestList, { params: { token } });
      expect(closed.statusCode).toBe(409);
      expect(errorOf(closed).code).toBe("EVENT_NOT_PUBLISHED");
      expect(closed.body).not.toContain("Tonight");
    } finally {
      expect((await setStatus("published")).statusCode).toBe(200);
    }
    expect((await t.client().call(announcementsApi.guestList, { params: { token } })).statusCode).toBe(200);
  });

  it("a draft takes a post but not its email copy, saying why; once published the copy goes out", async () => {
    const created = await organiser.client.call(eventsApi.create, { body: eventInput({ name: "Surprise party" }) });
    const draftId = (created.json() as { id: string; status: string }).id;
    expect(created.json().status).toBe("draft");
    const guestEmail = uniqueEmail("draft-guest");
    const added = await organiser.client.call(rsvpApi.addGuest, {
      params: { eventId: draftId },
      body: { name: "Gus Guest", email: guestEmail },
    });
    expect(added.statusCode, added.body).toBe(201);
    const titles = async () =>
      (await organiser.client.call(announcementsApi.list, { params: { eventId: draftId }, query: {} }))
        .json()
        .items.map((item: { title: string }) => item.title);

    const refused = await post(organiser, { title: "Save the date", body: "June!", emailCopy: true }, draftId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: "EVENT_NOT_PUBLISHED",
      message: "Publish the event before emailing guests.",
    });
    expect(await titles()).toEqual([]);
    // Bad input is still named field by field; another owner learns nothing of the draft.
    const bad = await post(organiser, { title: "", body: "June!", emailCopy: true }, draftId);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("title");
    expect((await post(stranger, { title: "Hi", body: "Hi", emailCopy: true }, draftId)).statusCode).toBe(404);
    // Without the email copy the organiser prepares the news on the draft.
    const quiet = await post(organiser, { title: "Dress code", body: "Smart casual." }, draftId);
    expect(quiet.statusCode, quiet.body).toBe(201);
    await t.jobs.idle();
    expect(await t.outbox(guestEmail)).toEqual([]);

    const published = await organiser.client.call(eventsApi.setStatus, {
      params: { eventId: draftId },
      body: { status: "published" },
    });
    expect(published.statusCode, published.body).toBe(200);
    const sent = await post(organiser, { title: "Save the date", body: "June!", emailCopy: true }, draftId);
    expect(sent.statusCode, sent.body).toBe(201);
    await t.jobs.idle();
    expect((await t.outbox(guestEmail)).map((m) => m.subject)).toEqual(["Surprise party: Save the date"]);
    expect(await titles()).toEqual(["Save the date", "Dress code"]);
  });

  it("an address that unsubscribed gets nothing next time; the link is idempotent and unknown links 404", async () => {
    const [mail] = (await t.outbox(mailOnly[0]!)).filter((m) => m.kind === "announcement");
    const token = unsubscribeToken(mail!.text);
    const visitor = t.client();
    const view = await visitor.call(announcementsApi.unsubscribeView, { params: { token } });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({ eventName: "Class of 1995 reunion", unsubscribed: false });
    for (let i = 0; i < 2; i++) {
      const done = await visitor.call(announcementsApi.unsubscribe, { params: { token } });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ eventName: "Class of 1995 reunion", unsubscribed: true });
    }
    expect((await visitor.call(announcementsApi.unsubscribeView, { params: { token } })).json().unsubscribed).toBe(
      true,
    );
    expect(
      (await visitor.call(announcementsApi.unsubscribeView, { params: { token: "unknown-token" } })).statusCode,
    ).toBe(404);
    expect((await visitor.call(announcementsApi.unsubscribe, { params: { token: "unknown-token" } })).statusCode).toBe(
      404,
    );

    const next = (await post(organiser, { title: "Second", body: "Again", emailCopy: true })).json();
    await t.jobs.idle();
    const subjects = async (address: string) =>
      (await t.outbox(address)).filter((m) => m.kind === "announcement").map((m) => m.subject);
    expect(await subjects(mailOnly[0]!)).not.toContain("Class of 1995 reunion: Second");
    expect(await subjects(mailOnly[1]!)).toContain("Class of 1995 reunion: Second");
    expect((await list(organiser)).json().items.find((a: { id: string }) => a.id === next.id)!.reach!.emailed).toBe(3);
  });

  it("keeps unsubscribe tokens out of the request log", () => {
    expect(redactUrl("/unsubscribe/abc123")).toBe("/unsubscribe/[redacted]");
    expect(redactUrl("/api/public/unsubscribe/abc123")).toBe("/api/public/unsubscribe/[redacted]");
  });
});
