import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activitiesContract } from "#shared/activities/contract.ts";
import type { Endpoint } from "#shared/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { infoPagesContract as api } from "#shared/info-pages/contract.ts";
import {
  INFO_PAGE_LINK_INVALID,
  INFO_PAGE_NOT_PUBLISHED,
  type TInfoPage,
  type TInfoPageListQuery,
} from "#shared/info-pages/schemas.ts";
import { venuesContract } from "#shared/venues/contract.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  // A client folder of its own, so the HTML of share pages (and their link-preview tags) can be read.
  const clientDir = mkdtempSync(path.join(tmpdir(), "gatherly-info-client-"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head>\n<meta name="description" content="The app." />\n<title>Gatherly</title>\n</head><body><div id=root></div></body></html>',
  );
  t = await createTestApp({ clientDir });
  owner = await signUp(t.client());
  stranger = await signUp(t.client());
});
afterAll(async () => {
  await t?.close();
});

const reunion = (overrides: Record<string, unknown> = {}) => ({
  name: "Class of 2006 Reunion",
  eventTypeId: "school-type-1",
  startAt: "2027-06-12T17:00:00+02:00",
  endAt: "2027-06-12T23:30:00+02:00",
  timeZone: "Europe/Amsterdam",
  locationName: "Main hall",
  description: "",
  ...overrides,
});

async function event(user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(eventsContract.create, { body: reunion(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function page(user: SignedUpUser, eventId: string, body: Record<string, unknown> = {}): Promise<TInfoPage> {
  const response = await user.client.call(api.create, {
    body: { eventId, title: "Everything you need to know", ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const text = (title: string, body: string) => ({ kind: "text", title, body });
const guest = () => t.client();
const view = (token: string) => guest().call(api.publicView, { params: { token } });
const preview = (token: string) => guest().call(api.publicPreview, { params: { token } });
const onPage = (pageId: string) => ({ params: { pageId } });

describe("information pages", () => {
  it("write, preview, publish, view, edit (view unchanged until republished), revoke and regenerate", async () => {
    const venue = await owner.client.call(venuesContract.create, {
      body: {
        name: "Riverside Hall",
        address: "1 Quay Street",
        city: "Leiden",
        country: "Netherlands",
        notes: "Key under the mat",
        contactEmail: "caretaker@riverside.example",
      },
    });
    const e = await event(owner, { venueId: venue.json().id });
    const created = await page(owner, e.id, { sections: [text("Welcome", "First draft")] });
    expect(created).toMatchObject({
      status: "draft",
      publishedAt: null,
      sections: [{ kind: "text", title: "Welcome", body: "First draft", faq: [] }],
    });
    expect(created.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const token = created.shareToken!;

    // Before publishing: the preview shows the draft to anyone with the link; the view does not exist yet.
    const draftPreview = await preview(token);
    expect(draftPreview.statusCode).toBe(200);
    expect(draftPreview.headers["x-robots-tag"]).toBe("noindex");
    expect(draftPreview.json()).toMatchObject({
      preview: true,
      title: "Everything you need to know",
      sections: [{ title: "Welcome", body: "First draft" }],
      event: {
        name: "Class of 2006 Reunion",
        timeZone: "Europe/Amsterdam",
        cancelled: false,
        typeName: "School",
        groupTerm: "Class Year",
        memberTerm: "Classmate",
        place: {
          name: "Riverside Hall · Main hall",
          addressLines: ["1 Quay Street", "Leiden, Netherlands"],
          mapUrl: "https://www.openstreetmap.org/search?query=1%20Quay%20Street%2C%20Leiden%2C%20Netherlands",
        },
        coverUrl: null,
      },
    });
    const unpublished = await view(token);
    expect(unpublished.statusCode).toBe(404);
    expect(errorOf(unpublished).message).toBe(INFO_PAGE_NOT_PUBLISHED);

    const published = (await owner.client.call(api.publish, onPage(created.id))).json();
    expect(published.status).toBe("published");
    expect(published.publishedAt).not.toBeNull();
    const live = await view(token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ preview: false, sections: [{ body: "First draft" }] });
    // Nothing about the owner, the venue's private details or any id reaches a guest.
    for (const secret of [
      owner.email,
      owner.id,
      "Key under the mat",
      "caretaker@",
      e.id,
      created.id,
      venue.json().id,
    ]) {
      expect(live.body).not.toContain(secret);
    }

    // Editing changes the draft: the preview follows at once, the view only after the next publish.
    const edited = await owner.client.call(api.save, {
      ...onPage(created.id),
      body: { title: "The big weekend", sections: [text("Welcome", "Second draft")] },
    });
    expect(edited.json().status).toBe("changed");
    expect((await view(token)).json()).toMatchObject({
      title: "Everything you need to know",
      sections: [{ body: "First draft" }],
    });
    expect((await preview(token)).json()).toMatchObject({
      title: "The big weekend",
      sections: [{ body: "Second draft" }],
    });
    expect((await owner.client.call(api.publish, onPage(created.id))).json().status).toBe("published");
    expect((await view(token)).json()).toMatchObject({
      title: "The big weekend",
      sections: [{ body: "Second draft" }],
    });

    // Revoking closes both links.
    const revoked = (await owner.client.call(api.revokeLink, onPage(created.id))).json();
    expect(revoked.shareToken).toBeNull();
    for (const response of [await view(token), await preview(token)]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(INFO_PAGE_LINK_INVALID);
    }

    // A new link works; an old one never comes back.
    const renewed = (await owner.client.call(api.regenerateLink, onPage(created.id))).json();
    expect(renewed.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(renewed.shareToken).not.toBe(token);
    expect((await view(renewed.shareToken!)).statusCode).toBe(200);
    const again = (await owner.client.call(api.regenerateLink, onPage(created.id))).json();
    expect((await view(renewed.shareToken!)).statusCode).toBe(404);
    expect((await view(again.shareToken!)).statusCode).toBe(200);

    // Unpublishing closes the view but keeps the draft and its preview.
    const down = (await owner.client.call(api.unpublish, onPage(created.id))).json();
    expect(down).toMatchObject({ status: "draft", publishedAt: null, title: "The big weekend" });
    expect((await view(again.shareToken!)).statusCode).toBe(404);
    expect((await preview(again.shareToken!)).statusCode).toBe(200);

    expect((await owner.client.call(api.remove, onPage(created.id))).statusCode).toBe(200);
    expect((await owner.client.call(api.get, onPage(created.id))).statusCode).toBe(404);
    expect((await preview(again.shareToken!)).statusCode).toBe(404);
  });

  it("a new page without sections starts with sections in the event type's words", async () => {
    const e = await event(owner, { eventTypeId: "family-type-1", name: "Smith Family Reunion" });
    const created = await page(owner, e.id);
    expect(created.sections.map((s) => s.kind)).toEqual(["text", "schedule", "directions", "dress-code", "faq"]);
    expect(created.sections[0]!.body).toContain("family members need to know about Smith Family Reunion");
    expect(created.sections[4]!.faq[0]!.question).toBe("Which branch am I in?");
    // An event's own description is the natural "About" text.
    const described = await event(owner, { description: "Twenty years on." });
    expect((await page(owner, described.id)).sections[0]!.body).toBe("Twenty years on.");
  });

  it("shows the event's activities live on a schedule section, and says when the event is cancelled", async () => {
    const e = await event(owner);
    const created = await page(owner, e.id, { sections: [{ kind: "schedule", title: "Programme", body: "" }] });
    await owner.client.call(api.publish, onPage(created.id));
    expect((await view(created.shareToken!)).json().schedule).toEqual([]);
    const activity = await owner.client.call(activitiesContract.create, {
      body: {
        eventId: e.id,
        name: "Dinner",
        startAt: "2027-06-12T19:00:00+02:00",
        endAt: "2027-06-12T21:00:00+02:00",
        locationName: "Dining room",
        host: "Maria",
        notes: "Order 40 plates",
        costCents: 4500,
      },
    });
    expect(activity.statusCode, activity.body).toBe(201);
    const live = await view(created.shareToken!);
    // No republish needed: the schedule is the event's, not the page's.
    expect(live.json().schedule).toEqual([
      {
        name: "Dinner",
        startAt: "2027-06-12T17:00:00.000Z",
        endAt: "2027-06-12T19:00:00.000Z",
        place: "Dining room",
        host: "Maria",
      },
    ]);
    expect(live.body).not.toContain("Order 40 plates");
    expect(live.body).not.toContain("4500");

    await owner.client.call(eventsContract.setStatus, { params: { eventId: e.id }, body: { status: "cancelled" } });
    expect((await view(created.shareToken!)).json().event.cancelled).toBe(true);
  });

  it("lists my pages with search on title or event name, event and status filters, and paging", async () => {
    const user = await signUp(t.client());
    const picnic = await event(user, { name: "Summer Picnic" });
    const gala = await event(user, { name: "Winter Gala" });
    const a = await page(user, picnic.id, { title: "Picnic guide", sections: [text("A", "a")] });
    await page(user, gala.id, { title: "Gala details", sections: [text("B", "b")] });
    const c = await page(user, gala.id, { title: "Gala parking", sections: [text("C", "c")] });
    await user.client.call(api.publish, onPage(a.id));
    await user.client.call(api.publish, onPage(c.id));
    await user.client.call(api.save, {
      ...onPage(c.id),
      body: { title: "Gala parking", sections: [text("C", "changed")] },
    });

    const titles = async (query: TInfoPageListQuery) =>
      (await user.client.call(api.list, { query })).json().pages.map((p) => p.title);
    expect(await titles({})).toEqual(["Gala parking", "Picnic guide", "Gala details"]);
    expect(await titles({ q: "guide" })).toEqual(["Picnic guide"]);
    expect(await titles({ q: "winter" })).toEqual(["Gala parking", "Gala details"]);
    expect(await titles({ eventId: gala.id })).toEqual(["Gala parking", "Gala details"]);
    expect(await titles({ status: "draft" })).toEqual(["Gala details"]);
    expect(await titles({ status: "published" })).toEqual(["Picnic guide"]);
    expect(await titles({ status: "changed" })).toEqual(["Gala parking"]);
    expect(await titles({ eventId: "not-a-uuid" })).toEqual([]);
    const second = (await user.client.call(api.list, { query: { limit: 2, offset: 2 } })).json();
    expect(second.total).toBe(3);
    expect(second.pages).toHaveLength(1);
    expect(second.pages[0]).toMatchObject({
      title: "Gala details",
      sectionCount: 1,
      event: { name: "Winter Gala", eventType: { groupTerm: "Class Year" } },
    });
    expect(second.pages[0]).not.toHaveProperty("sections");
    // Another organiser's pages never show, even when asked for by their event.
    expect((await stranger.client.call(api.list, { query: { eventId: gala.id } })).json()).toEqual({
      pages: [],
      total: 0,
    });
  });

  it("refuses bad input, naming the field", async () => {
    const e = await event(owner);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ eventId: e.id, title: "" }, "title"],
      [{ eventId: "not-an-id", title: "Info" }, "eventId"],
      [{ eventId: e.id, title: "Info", sections: [{ kind: "poem", title: "x", body: "" }] }, "sections.0.kind"],
      [{ eventId: e.id, title: "Info", sections: [{ kind: "text", title: " ", body: "" }] }, "sections.0.title"],
      [
        {
          eventId: e.id,
          title: "Info",
          sections: [{ kind: "faq", title: "FAQ", faq: [{ question: "", answer: "x" }] }],
        },
        "sections.0.faq.0.question",
      ],
      [{ eventId: e.id, title: "Info", sections: [text("x", "y".repeat(10_001))] }, "sections.0.body"],
      [{ eventId: e.id, title: "Info", ownerId: "someone" }, "ownerId"],
    ];
    for (const [body, field] of cases) {
      const response = await owner.client.call(api.create, { body });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields, field).toHaveProperty(field);
    }
    const created = await page(owner, e.id);
    const tooMany = await owner.client.call(api.save, {
      ...onPage(created.id),
      body: { title: "Info", sections: Array.from({ length: 31 }, () => text("x", "")) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toHaveProperty("sections");
    // The refused edit changed nothing.
    expect((await owner.client.call(api.get, onPage(created.id))).json().sections).toHaveLength(5);
  });

  it("another organiser's page answers 404 on every route, and their event cannot be given a page", async () => {
    const e = await event(owner);
    const mine = await page(owner, e.id);
    const id = mine.id;
    const calls: Array<[Endpoint, TestCallInput]> = [
      [api.get, onPage(id)],
      [api.save, { ...onPage(id), body: { title: "Mine now", sections: [] } }],
      [api.remove, onPage(id)],
      [api.publish, onPage(id)],
      [api.unpublish, onPage(id)],
      [api.regenerateLink, onPage(id)],
      [api.revokeLink, onPage(id)],
      [api.get, onPage("not-a-uuid")],
    ];
    for (const [endpoint, input] of calls) {
      const response = await stranger.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path} ${input.params?.pageId}`).toBe(404);
    }
    const hijack = await stranger.client.call(api.create, { body: { eventId: e.id, title: "Mine now" } });
    expect(hijack.statusCode).toBe(404);
    expect(errorOf(hijack).fields?.eventId).toBe("Event not found");
    // Nothing changed for the owner.
    const after = (await owner.client.call(api.get, onPage(id))).json();
    expect(after).toMatchObject({ title: mine.title, shareToken: mine.shareToken, status: "draft" });
  });

  it("owner routes need a session; public ones do not", async () => {
    const e = await event(owner);
    const created = await page(owner, e.id);
    const signedOut = guest();
    // Valid bodies: the schema is checked before the session, and this is about the session.
    const mine = onPage(created.id);
    const calls: Array<[Endpoint, TestCallInput]> = [
      [api.list, {}],
      [api.create, { body: { eventId: e.id, title: "Info" } }],
      [api.get, mine],
      [api.save, { ...mine, body: { title: "Info", sections: [] } }],
      [api.remove, mine],
      [api.publish, { ...mine, body: {} }],
      [api.unpublish, { ...mine, body: {} }],
      [api.regenerateLink, { ...mine, body: {} }],
      [api.revokeLink, mine],
    ];
    for (const [endpoint, input] of calls) {
      expect((await signedOut.call(endpoint, input)).statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
    expect((await signedOut.call(api.publicPreview, { params: { token: created.shareToken! } })).statusCode).toBe(200);
    for (const bad of ["nope", "A".repeat(22), "../../etc"]) {
      expect((await signedOut.call(api.publicView, { params: { token: bad } })).statusCode, bad).toBe(404);
    }
  });
});

describe("link previews in the HTML of share pages", () => {
  const metaContent = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`))?.[1];

  it("puts the published page's title, description and cover into Open Graph and Twitter tags, escaped", async () => {
    const e = await event(owner, { name: `Tom & Jerry's "<script>alert(1)</script>" party` });
    const created = await page(owner, e.id, {
      title: "Info </title><script>x()</script>",
      sections: [text("About", "Bring <b>snacks</b>\nand friends")],
    });
    await owner.client.call(api.publish, onPage(created.id));

    const html = (await guest().request("GET", `/event-info-view/${created.shareToken}`)).body;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      "<title>Tom &amp; Jerry&#39;s &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; party: Info &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt; · Gatherly</title>",
    );
    expect(metaContent(html, "og:title")).toBe(
      "Tom &amp; Jerry&#39;s &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; party: Info &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;",
    );
    expect(metaContent(html, "og:description")).toContain("Europe/Amsterdam");
    expect(metaContent(html, "og:description")).toContain("Bring &lt;b&gt;snacks&lt;/b&gt; and friends");
    expect(metaContent(html, "og:url")).toBe(`http://localhost:3000/event-info-view/${created.shareToken}`);
    expect(metaContent(html, "twitter:card")).toBe("summary");
    expect(metaContent(html, "og:image")).toBeUndefined();
    expect(metaContent(html, "robots")).toBeUndefined();
    // The app's generic description is replaced, not repeated.
    expect(html.match(/name="description"/g)).toHaveLength(1);

    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#6d4aff" } })
      .jpeg()
      .toBuffer();
    const uploaded = await owner.client.uploadTo(
      eventsContract.setCover,
      { params: { eventId: e.id } },
      {
        bytes: cover,
        type: "image/jpeg",
        filename: "cover.jpg",
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withCover = (await guest().request("GET", `/event-info-view/${created.shareToken}`)).body;
    expect(metaContent(withCover, "og:image")).toBe(`http://localhost:3000${uploaded.json().coverUrl}`);
    expect(metaContent(withCover, "twitter:card")).toBe("summary_large_image");
    expect((await view(created.shareToken!)).json().event.coverUrl).toBe(uploaded.json().coverUrl);
  });

  it("marks the preview noindex, and leaves a wrong link with the plain app shell", async () => {
    const e = await event(owner);
    const created = await page(owner, e.id, { title: "Draft only", sections: [text("About", "Soon")] });
    const previewHtml = (await guest().request("GET", `/event-info-preview/${created.shareToken}`)).body;
    expect(metaContent(previewHtml, "robots")).toBe("noindex, nofollow");
    expect(metaContent(previewHtml, "og:title")).toContain("Draft only");
    // Not published: the view has nothing to describe yet.
    const viewHtml = (await guest().request("GET", `/event-info-view/${created.shareToken}`)).body;
    expect(viewHtml).toContain("<title>Gatherly</title>");
    expect(viewHtml).not.toContain("og:title");
    const wrong = await guest().request("GET", "/event-info-view/AAAAAAAAAAAAAAAAAAAAAA");
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain("<div id=root>");
    expect(wrong.body).not.toContain("og:title");
  });

  it("describes shared venues, the reunion demo and reunion pages", async () => {
    const v = (
      await owner.client.call(venuesContract.create, {
        body: { name: "Harbour <Hall>", city: "Bristol", capacity: 180 },
      })
    ).json();
    const shared = (await owner.client.call(venuesContract.share, { params: { venueId: v.id } })).json();
    const venueHtml = (await guest().request("GET", `/shared-venue/${shared.shareToken}`)).body;
    expect(metaContent(venueHtml, "og:title")).toBe("Harbour &lt;Hall&gt;");
    expect(metaContent(venueHtml, "og:description")).toBe("Venue in Bristol · Up to 180 people");

    for (const url of ["/reunion-demo", "/reunion-info"]) {
      const html = (await guest().request("GET", url)).body;
      expect(metaContent(html, "og:title"), url).toContain("Riverside High Class of 2006");
      expect(metaContent(html, "og:description"), url).toContain("sample reunion information page");
    }

    const e = await event(owner, { name: "Reunion by token" });
    const created = await page(owner, e.id);
    await owner.client.call(api.publish, onPage(created.id));
    const html = (await guest().request("GET", `/reunion-info/${created.shareToken}`)).body;
    expect(metaContent(html, "og:title")).toBe("Reunion by token: Everything you need to know");
  });
});
