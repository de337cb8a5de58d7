/**
 * Every file upload and every stored-file download, attacked the way a hostile client would: lying
 * content types, script-carrying SVGs, oversized and endless bodies, decompression bombs, path tricks
 * in file names and in download URLs. Each refusal must leave the owner's current image in place and
 * no temporary file behind. Documents (expense receipts, task files) face the same size and name attacks.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let root: string;
let dataDir: string;
let outside: string;

beforeAll(async () => {
  // A data folder of this file's own, with a sibling that nothing may ever write into.
  root = await mkdtemp(path.join(os.tmpdir(), "gatherly-uploads-"));
  dataDir = path.join(root, "data");
  outside = path.join(root, "outside");
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const MB = 1024 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const tmpFiles = () => filesUnder(path.join(dataDir, "uploads", "tmp"));

const png = (width = 640, height = 480, colour = "#0ea5e9") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * A real PNG of one solid colour (black, one bit per pixel): a few dozen KB on the wire however large
 * the canvas, which decodes to width x height pixels. Built with zlib because sharp takes tens of
 * seconds to encode a canvas this size.
 */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth: one bit per pixel, greyscale
  // Every row is filter byte 0 followed by black pixels: all zeros.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function multipartFrame(field: string, filename: string, type: string) {
  const boundary = `----gatherly${Math.random().toString(16).slice(2)}`;
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart body produced on demand, counting how much of it the server actually pulled. */
function streamedUpload(field: string, fileBytes: number) {
  const { head, tail, contentType } = multipartFrame(field, "big.png", "image/png");
  const block = Buffer.alloc(64 * 1024, 0x41);
  let pulled = 0;
  let remaining = fileBytes;
  let headSent = false;
  const stream = new Readable({
    read() {
      let piece: Buffer | null;
      if (!headSent) {
        headSent = true;
        piece = head;
      } else if (remaining > 0) {
        piece = block.subarray(0, Math.min(remaining, block.length));
        remaining -= piece.length;
      } else {
        this.push(tail);
        piece = null;
      }
      if (piece) pulled += piece.length;
      this.push(piece);
    },
  });
  return { stream, contentType, total: head.length + fileBytes + tail.length, pulled: () => pulled };
}

interface Target {
  name: string;
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  formatMessage: string;
  pixelsMessage: string;
  storeDir: string;
  /** Where a stored image of this kind is served; the part after it is the server's file name. */
  urlPattern: RegExp;
  /** Signs someone up (and makes their event) and returns how to upload and what is current. */
  setup(): Promise<Subject>;
}

interface Subject {
  user: SignedUpUser;
  method: "POST" | "PUT";
  url: string;
  current(): Promise<string | null>;
  urlIn(response: LightMyRequestResponse): string;
}

const targets: Target[] = [
  {
    name: "avatar (POST /api/account/avatar)",
    field: "avatar",
    maxBytes: 2 * MB,
    tooLargeMessage: "The avatar must be at most 2 MB.",
    formatMessage: "The avatar must be a JPEG, PNG, WebP or GIF image.",
    pixelsMessage: "The avatar must be at most 50 megapixels.",
    storeDir: "avatars",
    urlPattern: /^\/api\/avatars\/[A-Za-z0-9_-]+-[0-9a-f]{32}\.webp$/,
    async setup() {
      const user = await signUp(t.client());
      return {
        user,
        method: "POST",
        url: "/api/account/avatar",
        current: async () =>
          (await user.client.request("GET", "/api/account/me")).json().user.avatarUrl as string | null,
        urlIn: (response) => response.json().avatarUrl as string,
      };
    },
  },
  {
    name: "then photo (POST /api/profile/then-photo)",
    field: "photo",
    maxBytes: 2 * MB,
    tooLargeMessage: "The photo must be at most 2 MB.",
    formatMessage: "The photo must be a JPEG, PNG, WebP or GIF image.",
    pixelsMessage: "The photo must be at most 50 megapixels.",
    storeDir: "avatars",
    urlPattern: /^\/api\/avatars\/[A-Za-z0-9_-]+-[0-9a-f]{32}\.webp$/,
    async setup() {
      const user = await signUp(t.client(), { planType: "premium" });
      return {
        user,
        method: "POST",
        url: "/api/profile/then-photo",
        current: async () => (await user.client.request("GET", "/api/profile")).json().thenPhoto as string | null,
        urlIn: (response) => response.json().thenPhoto as string,
      };
    },
  },
  {
    name: "event cover (PUT /api/events/:eventId/cover)",
    field: "cover",
    maxBytes: 8 * MB,
    tooLargeMessage: "The cover must be at most 8 MB.",
    formatMessage: "The cover must be a JPEG, PNG, WebP or GIF image.",
    pixelsMessage: "The cover must be at most 50 megapixels.",
    storeDir: "covers",
    urlPattern: /^\/api\/event-covers\/[0-9a-f]{32}-large\.webp$/,
    async setup() {
      const user = await signUp(t.client());
      const created = await user.client.request("POST", "/api/events", {
        name: "Harbour picnic",
        eventTypeId: "family-type-1",
        startAt: "2027-07-03T12:00:00+01:00",
        endAt: "2027-07-03T17:00:00+01:00",
        timeZone: "Europe/London",
        locationName: "The harbour wall",
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      return {
        user,
        method: "PUT",
        url: `/api/events/${id}/cover`,
        current: async () => (await user.client.request("GET", `/api/events/${id}`)).json().coverUrl as string | null,
        urlIn: (response) => response.json().coverUrl as string,
      };
    },
  },
];

describe.each(targets)("$name", (target) => {
  let s: Subject;

  const send = (bytes: Buffer, type: string, filename: string) =>
    s.user.client.upload(s.method, s.url, target.field, { bytes, type, filename });

  /** Headers of a signed-in browser, for requests the test client cannot shape (streams, odd headers). */
  const headers = (extra: Record<string, string>) => ({
    origin: TEST_BASE_URL,
    cookie: s.user.client.jar.header(),
    ...extra,
  });

  /** What the owner has now; a refused upload must leave exactly this behind. */
  async function snapshot() {
    return { url: await s.current(), stored: await filesUnder(path.join(dataDir, "uploads", target.storeDir)) };
  }

  async function expectUnchanged(before: Awaited<ReturnType<typeof snapshot>>) {
    expect(await s.current()).toBe(before.url);
    expect(await filesUnder(path.join(dataDir, "uploads", target.storeDir))).toEqual(before.stored);
    expect((await t.client().request("GET", before.url!)).statusCode).toBe(200);
    expect(await tmpFiles()).toEqual([]);
  }

  function expectFieldError(response: LightMyRequestResponse, status: number, message: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.fields).toEqual({ [target.field]: message });
  }

  beforeAll(async () => {
    s = await target.setup();
    const first = await send(await png(), "image/png", "first.png");
    expect(first.statusCode, first.body).toBe(200);
  });

  it("judges a file by its bytes: markup called a PNG is refused, a PNG called text is taken", async () => {
    const before = await snapshot();
    const lies = [
      Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
      Buffer.from("just some notes, honestly a picture"),
      // A PNG signature in front of markup: the header passes a naive sniff, the bytes are no image.
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from("<script>alert(1)</script>"),
      ]),
    ];
    for (const bytes of lies)
      expectFieldError(await send(bytes, "image/png", "holiday.png"), 400, target.formatMessage);
    await expectUnchanged(before);

    // The declared type is the browser's guess; the bytes decide, so a real PNG is stored whatever it is called.
    const honest = await send(await png(300, 200, "#16a34a"), "text/plain", "notes.txt");
    expect(honest.statusCode, honest.body).toBe(200);
    const url = s.urlIn(honest);
    expect(url).toMatch(target.urlPattern);
    const served = await t.client().request("GET", url);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("refuses an SVG carrying a script, whatever type it is declared as", async () => {
    const before = await snapshot();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
        '<rect width="64" height="64" fill="red"/><script>alert(document.domain)</script></svg>',
    );
    for (const [type, filename] of [
      ["image/svg+xml", "logo.svg"],
      ["image/png", "logo.png"],
    ] as const) {
      expectFieldError(await send(svg, type, filename), 400, target.formatMessage);
    }
    await expectUnchanged(before);
  });

  it("refuses a file over the limit announced by an honest Content-Length before reading the body", async () => {
    const before = await snapshot();
    const body = streamedUpload(target.field, target.maxBytes + MB);
    const response = await t.app.inject({
      method: s.method,
      url: s.url,
      remoteAddress: s.user.client.ip,
      headers: headers({ "content-type": body.contentType, "content-length": String(body.total) }),
      payload: body.stream,
    });
    expectFieldError(response, 413, target.tooLargeMessage);
    expect(response.headers.connection).toBe("close");
    expect(body.pulled()).toBeLessThan(MB);
    await expectUnchanged(before);
  });

  it("stops reading a body without Content-Length once the file passes the limit, and deletes the partial file", async () => {
    const before = await snapshot();
    const body = streamedUpload(target.field, target.maxBytes * 6);
    const response = await t.app.inject({
      method: s.method,
      url: s.url,
      remoteAddress: s.user.client.ip,
      headers: headers({ "content-type": body.contentType, "transfer-encoding": "chunked" }),
      payload: body.stream,
    });
    expectFieldError(response, 413, target.tooLargeMessage);
    expect(response.headers.connection).toBe("close");
    // Reading stops near the limit (plus stream buffers), far short of the whole body.
    expect(body.pulled()).toBeLessThan(target.maxBytes + 2 * MB);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(body.pulled()).toBeLessThan(target.maxBytes + 2 * MB);
    await expectUnchanged(before);
  });

  it("refuses a decompression bomb from its header, quickly, naming the field", async () => {
    const before = await snapshot();
    // 12000x12000 sits under sharp's own default limit: only our limit stops it being decoded.
    for (const [width, height] of [
      [20000, 20000],
      [12000, 12000],
      [10000, 6000],
    ] as const) {
      const bomb = solidPng(width, height);
      expect(bomb.length).toBeLessThan(100 * 1024);
      const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      const started = performance.now();
      const response = await send(bomb, "image/png", "wallpaper.png");
      expectFieldError(response, 400, target.pixelsMessage);
      // Refused from the header: decoding even the smallest of these would take seconds.
      expect(performance.now() - started).toBeLessThan(3000);
    }
    await expectUnchanged(before);
  });

  it("takes a full-resolution 50 MP phone photo's canvas: the pixel limit is above real photos", async () => {
    const response = await send(solidPng(8160, 6120), "image/png", "full-resolution.png");
    expect(response.statusCode, response.body).toBe(200);
    expect(s.urlIn(response)).toMatch(target.urlPattern);
    expect(await tmpFiles()).toEqual([]);
  });

  it("refuses a picture whose header is fine but whose data is cut short with 400, not 500", async () => {
    const before = await snapshot();
    const noise = Buffer.alloc(400 * 300 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    for (const image of [
      await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
        .png()
        .toBuffer(),
      await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
        .jpeg()
        .toBuffer(),
    ]) {
      const cut = image.subarray(0, Math.floor(image.length * 0.6));
      expectFieldError(await send(cut, "image/png", "cut.png"), 400, target.formatMessage);
    }
    await expectUnchanged(before);
  });

  it("ignores the uploaded file name: traversal and absolute names are stored under a server-made name", async () => {
    const evilNames = [
      "../../evil.png",
      "..\\..\\evil.png",
      path.join(outside, "evil.png"),
      "/etc/evil.png",
      "....//....//evil.png",
    ];
    for (const filename of evilNames) {
      const response = await send(await png(120, 90, "#dc2626"), "image/png", filename);
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(200);
      const url = s.urlIn(response);
      expect(url).toMatch(target.urlPattern);
      expect(url).not.toContain("evil");
      expect((await t.client().request("GET", url)).statusCode).toBe(200);
    }
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(path.join(root, "evil.png"))).toBe(false);
    const everything = await filesUnder(root);
    expect(everything.filter((f) => f.includes("evil"))).toEqual([]);
    // Every stored file is one the server named.
    expect(
      everything.every(
        (f) =>
          f.startsWith(path.join("data", "uploads", "avatars")) || f.startsWith(path.join("data", "uploads", "covers")),
      ),
    ).toBe(true);
    expect(await tmpFiles()).toEqual([]);
  });

  it("refuses a request that is not a multipart upload of this field, naming the field", async () => {
    const before = await snapshot();
    const json = await t.app.inject({
      method: s.method,
      url: s.url,
      remoteAddress: s.user.client.ip,
      headers: headers({ "content-type": "application/json" }),
      payload: JSON.stringify({ [target.field]: "data:image/png;base64,iVBORw0KGgo=" }),
    });
    expect(json.statusCode, json.body).toBe(400);
    expect(json.json().error.fields).toHaveProperty(target.field);
    const otherField = await s.user.client.upload(s.method, s.url, "file", {
      bytes: await png(),
      type: "image/png",
      filename: "x.png",
    });
    expect(otherField.statusCode, otherField.body).toBe(400);
    expect(otherField.json().error.fields).toHaveProperty(target.field);
    await expectUnchanged(before);
  });
});

describe.each([
  { name: "avatars", prefix: "/api/avatars/", target: targets[0]! },
  { name: "event covers", prefix: "/api/event-covers/", target: targets[2]! },
])("downloading $name", ({ prefix, target }) => {
  let stored: string;

  beforeAll(async () => {
    const s = await target.setup();
    const response = await s.user.client.upload(s.method, s.url, target.field, {
      bytes: await png(),
      type: "image/png",
      filename: 'a "quoted"; name.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    stored = s.urlIn(response);
  });

  it("serves a stored image inline as WebP, never sniffed, under its own safe name", async () => {
    const response = await t.client().request("GET", stored);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const name = stored.slice(prefix.length);
    expect(response.headers["content-disposition"]).toBe(`inline; filename="${name}"`);
    expect((await sharp(response.rawPayload).metadata()).format).toBe("webp");
  });

  it("answers 404 to names that try to leave the folder or are not ours", async () => {
    const names = [
      "../x",
      "..%2F..%2Fpackage.json",
      "..%2F..%2F..%2F..%2Fpackage.json",
      "%2e%2e%2f%2e%2e%2fpackage.json",
      "..%5C..%5Cpackage.json",
      "a".repeat(5000),
      "x".repeat(90),
      encodeURIComponent(path.join(dataDir, "uploads", target.storeDir, stored.slice(prefix.length))),
      `${"0".repeat(32)}-large.webp`,
      `user-${"0".repeat(32)}.webp`,
      "tmp",
    ];
    for (const name of names) {
      const response = await t.client().request("GET", `${prefix}${name}`);
      expect(response.statusCode, `${name.slice(0, 100)}: ${response.body.slice(0, 200)}`).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    // NUL is refused in every input of every route before any handler runs (plugins/input-guard.ts).
    for (const name of ["%00", `${stored.slice(prefix.length)}%00.png`]) {
      const response = await t.client().request("GET", `${prefix}${name}`);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().error.fields).toHaveProperty("name");
    }
    const malformed = await t.client().request("GET", `${prefix}%E0%A4%A`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("BAD_REQUEST");
  });
});

/** Documents (receipts, task files): not re-encoded, so the limits and the stored name are all that guard them. */
interface DocumentTarget {
  name: string;
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  storeDir: string;
  /** Signs an owner up, makes what the file belongs to, and returns where to send it. */
  setup(): Promise<{ user: SignedUpUser; method: "POST" | "PUT"; url: string }>;
}

async function ownerEvent(user: SignedUpUser): Promise<string> {
  const created = await user.client.request("POST", "/api/events", {
    name: "Harbour picnic",
    eventTypeId: "family-type-1",
    startAt: "2027-07-03T12:00:00+01:00",
    endAt: "2027-07-03T17:00:00+01:00",
    timeZone: "Europe/London",
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

const documentTargets: DocumentTarget[] = [
  {
    name: "expense receipt (PUT /api/budget-expenses/:id/receipt)",
    field: "receipt",
    maxBytes: 10 * MB,
    tooLargeMessage: "The receipt must be at most 10 MB.",
    storeDir: "receipts",
    async setup() {
      const user = await signUp(t.client(), { planType: "premium" });
      const eventId = await ownerEvent(user);
      expect(
        (await user.client.request("PUT", `/api/events/${eventId}/budget`, { currency: "EUR", limitMinor: null }))
          .statusCode,
      ).toBe(200);
      const budget = (
        await user.client.request("POST", `/api/events/${eventId}/budget/categories`, { name: "Venue" })
      ).json();
      const expense = await user.client.request("POST", `/api/events/${eventId}/budget/expenses`, {
        categoryId: budget.categories[0].id,
        description: "Deposit",
        amountMinor: 5000,
        spentOn: "2027-01-10",
      });
      expect(expense.statusCode, expense.body).toBe(201);
      return { user, method: "PUT", url: `/api/budget-expenses/${expense.json().id}/receipt?name=invoice.pdf` };
    },
  },
  {
    name: "task file (POST /api/tasks/:id/attachments)",
    field: "file",
    maxBytes: 10 * MB,
    tooLargeMessage: "The file must be at most 10 MB.",
    storeDir: "task-files",
    async setup() {
      const user = await signUp(t.client(), { planType: "pro" });
      const eventId = await ownerEvent(user);
      const task = await user.client.request("POST", `/api/events/${eventId}/tasks`, { title: "Book the hall" });
      expect(task.statusCode, task.body).toBe(201);
      return { user, method: "POST", url: `/api/tasks/${task.json().id}/attachments?name=quote.pdf` };
    },
  },
];

describe.each(documentTargets)("$name", (target) => {
  let s: Awaited<ReturnType<DocumentTarget["setup"]>>;
  const stored = () => filesUnder(path.join(dataDir, "uploads", target.storeDir));
  const headers = (extra: Record<string, string>) => ({
    origin: TEST_BASE_URL,
    cookie: s.user.client.jar.header(),
    ...extra,
  });
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

  beforeAll(async () => {
    s = await target.setup();
  });

  async function expectRefusedTooLarge(response: LightMyRequestResponse, before: string[]) {
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error.fields).toEqual({ [target.field]: target.tooLargeMessage });
    expect(response.headers.connection).toBe("close");
    expect(await stored()).toEqual(before);
    expect(await tmpFiles()).toEqual([]);
  }

  it("refuses a file over the limit announced by an honest Content-Length before reading the body", async () => {
    const before = await stored();
    const body = streamedUpload(target.field, target.maxBytes + MB);
    const response = await t.app.inject({
      method: s.method,
      url: s.url,
      remoteAddress: s.user.client.ip,
      headers: headers({ "content-type": body.contentType, "content-length": String(body.total) }),
      payload: body.stream,
    });
    await expectRefusedTooLarge(response, before);
    expect(body.pulled()).toBeLessThan(MB);
  });

  it("stops reading a body without Content-Length once the file passes the limit, and deletes the partial file", async () => {
    const before = await stored();
    const body = streamedUpload(target.field, target.maxBytes * 4);
    const response = await t.app.inject({
      method: s.method,
      url: s.url,
      remoteAddress: s.user.client.ip,
      headers: headers({ "content-type": body.contentType, "transfer-encoding": "chunked" }),
      payload: body.stream,
    });
    await expectRefusedTooLarge(response, before);
    expect(body.pulled()).toBeLessThan(target.maxBytes + 2 * MB);
  });

  it("stores a file under a name of the server's, whatever path the upload's own name tries", async () => {
    const response = await s.user.client.upload(s.method, s.url, target.field, {
      bytes: pdf,
      type: "application/pdf",
      filename: "../../outside/evil.pdf",
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const names = await stored();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}(\.pdf)?$/);
    expect(await filesUnder(outside)).toEqual([]);
    expect(await tmpFiles()).toEqual([]);
  });
});
