/**
 * The server answers the prerendered pages' paths with their prerendered HTML (src/server/page-meta.ts), still
 * filling in a share page's link-preview tags, and every other page path with the empty app shell.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "#client/prerender-entry.tsx";
import { PRERENDERED_SHELLS, prerenderedFileOf } from "#shared/prerendered-pages.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";

const SHELL = '<!doctype html><html><head><title>Gatherly</title></head><body><div id="root"></div></body></html>';

let t: TestApp;

/** Writes a page as the build does: its HTML inside the shell's root. */
async function prerender(clientDir: string, pathname: string): Promise<void> {
  const file = path.join(clientDir, "prerendered", prerenderedFileOf(pathname));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, SHELL.replace('<div id="root"></div>', `<div id="root">${await renderPage(pathname)}</div>`));
}

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "gatherly-prerendered-"));
  writeFileSync(path.join(clientDir, "index.html"), SHELL);
  for (const pathname of ["/pricing", "/templates/birthday-party", PRERENDERED_SHELLS.invitation!])
    await prerender(clientDir, pathname);
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t?.close();
});

describe("prerendered pages", () => {
  it("answers /pricing with its content, not an empty shell", async () => {
    const response = await t.app.inject({ method: "GET", url: "/pricing" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("Plans that grow with your gatherings");
    expect(response.body).toMatch(/<div id="root"><div/);
  });

  it("keeps a share page's link-preview tags", async () => {
    const response = await t.app.inject({ method: "GET", url: "/templates/birthday-party" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(response.body).toMatch(/<h1[^>]*>/);
  });

  it("answers any guest's invitation link with the page's shell", async () => {
    const response = await t.app.inject({ method: "GET", url: "/invitation/not-a-real-token" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('aria-label="Loading your invitation"');
  });

  it("sends the empty shell for other pages and does not serve the prerendered files as files", async () => {
    const dashboard = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(dashboard.body).toBe(SHELL);
    // Rendered without a query string: a page that reads one is rendered by the browser.
    const withQuery = await t.app.inject({ method: "GET", url: "/pricing?plan=pro" });
    expect(withQuery.body).toBe(SHELL);
    const file = await t.app.inject({ method: "GET", url: "/prerendered/pricing.html" });
    expect(file.body).not.toContain("Plans that grow with your gatherings");
  });
});
