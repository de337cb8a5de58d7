import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp } from "#tests/fixtures/factories.ts";
import { cookieValue, createSessionCheck, verifiedToken } from "./session-check.ts";

const SECRET = "a-secret-of-the-app";

function signed(token: string, secret = SECRET): string {
  return `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
}

describe("the session cookie", () => {
  it("yields its token only when signed with the app's secret", () => {
    expect(verifiedToken(signed("abc123"), SECRET)).toBe("abc123");
    expect(verifiedToken(signed("abc123", "another-secret"), SECRET)).toBeNull();
    expect(verifiedToken(signed("abc123").replace("abc123", "abc124"), SECRET)).toBeNull();
    expect(verifiedToken("abc123", SECRET)).toBeNull();
    expect(verifiedToken("abc123.short=", SECRET)).toBeNull();
  });

  it("is read by its exact name, URL-decoded, among other cookies", () => {
    const value = signed("tok");
    const header = `theme=dark; x.session_token=nope; s.session_token=${encodeURIComponent(value)}; last=1`;
    expect(cookieValue(header, "s.session_token")).toBe(value);
    expect(cookieValue(header, "session_token")).toBeNull();
    expect(cookieValue("", "s.session_token")).toBeNull();
  });
});

describe("the kept sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A check on the test app's database, with a realtime whose listening the test decides. */
  function checkWith(listening: { now: boolean }) {
    const onListening: Array<() => void> = [];
    const context = t.auth.$context;
    const check = createSessionCheck({
      db: t.database.db,
      realtime: {
        subscribePrefix: () => () => {},
        isListening: () => listening.now,
        onListening: (listener) => {
          onListening.push(listener);
          return () => {};
        },
      },
      cookieName: context.then((c) => c.authCookies.sessionToken.name),
      secret: context.then((c) => c.secret),
    });
    return { check, listensAgain: () => onListening.forEach((listener) => listener()) };
  }

  it("keeps nothing while not listening, and forgets everything when it listens again", async () => {
    const user = await signUp(t.client());
    const cookie = user.client.jar.header();
    const listening = { now: false };
    const { check, listensAgain } = checkWith(listening);
    expect((await check.actorOf(cookie))?.email).toBe(user.email);
    expect(check.keptCount()).toBe(0);
    listening.now = true;
    expect((await check.actorOf(cookie))?.userId).toBe(user.id);
    expect(check.keptCount()).toBe(1);
    listensAgain();
    expect(check.keptCount()).toBe(0);
  });

  it("answers null without a cookie, with someone else's cookie name, or for a session that is gone", async () => {
    const { check } = checkWith({ now: true });
    expect(await check.actorOf(undefined)).toBeNull();
    expect(await check.actorOf("theme=dark")).toBeNull();
    const name = (await t.auth.$context).authCookies.sessionToken.name;
    const secret = (await t.auth.$context).secret;
    expect(await check.actorOf(`${name}=${encodeURIComponent(signed("no-such-token", secret))}`)).toBeNull();
  });
});
