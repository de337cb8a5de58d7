import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession, sessionSnapshot } from "./session.ts";

const signedIn = (name: string) => ({ user: { id: "u1", name }, session: { id: "s1" } });

/** A fetch whose answers arrive when the test says so, in any order. */
function controlledFetch() {
  const pending: { resolve: (response: Response) => void; response?: Response }[] = [];
  vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => pending.push({ resolve })));
  return {
    answer(index: number, status: number, body: unknown) {
      const call = pending[index];
      if (!call) throw new Error(`no request ${index}`);
      call.response = new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      call.resolve(call.response);
      return call.response;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the session store", () => {
  it("keeps the newest answer when an older request finishes last, and reads the older body anyway", async () => {
    const server = controlledFetch();
    const older = refreshSession();
    const newer = refreshSession();
    server.answer(1, 200, signedIn("Newest"));
    expect(await newer).toBe(true);
    const stale = server.answer(0, 200, signedIn("Stale"));
    expect(await older).toBe(true);
    expect(sessionSnapshot().data?.user.name).toBe("Newest");
    // An unread body keeps the request open in the browser, so the page never settles.
    expect(stale.bodyUsed).toBe(true);
  });

  it("signs out on 401 and keeps what it knew when the check fails", async () => {
    let server = controlledFetch();
    let check = refreshSession();
    server.answer(0, 200, signedIn("Ada"));
    expect(await check).toBe(true);

    server = controlledFetch();
    check = refreshSession();
    server.answer(0, 503, { message: "down" });
    expect(await check).toBe(true);
    expect(sessionSnapshot()).toMatchObject({ data: { user: { name: "Ada" } }, isPending: false });

    server = controlledFetch();
    check = refreshSession();
    server.answer(0, 401, { message: "no session" });
    expect(await check).toBe(false);
    expect(sessionSnapshot()).toEqual({ data: null, isPending: false });
  });
});
