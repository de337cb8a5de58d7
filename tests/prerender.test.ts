/**
 * The build's prerender (scripts/prerender-plugin.ts renders each page of #shared/prerendered-pages.ts with
 * src/client/prerender-entry.tsx): the pages come out with their own content, not a loading screen, and
 * carry nothing the content policy would block.
 */
import { describe, expect, it } from "vitest";
import { renderPage } from "#client/prerender-entry.tsx";
import { HELD_SUBMIT_ATTRIBUTE } from "#shared/held-submit.ts";
import { PRERENDERED_PATHS, PRERENDERED_SHELLS, prerenderedFileFor } from "#shared/prerendered-pages.ts";
import { DEMO_SLUGS, TEMPLATE_SLUGS } from "#shared/routes.ts";
import { findTemplate } from "#shared/templates/index.ts";

/** The page's text as a reader sees it, without tags. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("prerendered public pages", () => {
  it("lists the public pages, every template and every demo", () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(["/", "/pricing", "/about", "/faq", "/login", "/signup"]));
    expect(PRERENDERED_PATHS.filter((p) => p.startsWith("/templates/"))).toHaveLength(TEMPLATE_SLUGS.length);
    expect(PRERENDERED_PATHS.filter((p) => p.startsWith("/demo/"))).toHaveLength(DEMO_SLUGS.length);
    expect(prerenderedFileFor("/pricing")).toBe("pricing.html");
    expect(prerenderedFileFor("/")).toBe("index.html");
    // A guest's own link is answered with its page's shell; a signed-in page has none.
    expect(prerenderedFileFor("/invitation/some-guests-token")).toBe("invitation/prerendered-shell.html");
    expect(prerenderedFileFor("/dashboard")).toBeNull();
  });

  it("renders the home page and pricing with their content, the header and the footer", async () => {
    const home = textOf(await renderPage("/"));
    expect(home).toContain("Making event planning effortless and enjoyable.");
    expect(home).toContain("Skip to content");
    const pricing = await renderPage("/pricing");
    const text = textOf(pricing);
    for (const plan of ["Free", "Premium", "Pro", "Business"]) expect(text).toContain(plan);
    expect(text).toContain("Plans that grow with your gatherings");
    expect(pricing).toMatch(/<footer/);
    // Inline scripts would be refused by the content policy (and would mean a part of the page was deferred).
    expect(pricing).not.toMatch(/<script|<template/);
    expect(pricing).not.toContain("Loading...");
  });

  it("renders sign-in and sign-up with forms whose submit is held until they have hydrated", async () => {
    for (const [pathname, heading] of [
      ["/login", "Welcome back"],
      ["/signup", "Create your account"],
    ] as const) {
      const html = await renderPage(pathname);
      expect(textOf(html)).toContain(heading);
      const forms = html.match(/<form[^>]*>/g) ?? [];
      expect(forms.length, pathname).toBeGreaterThan(0);
      // A native submit would put what was typed, the password too, in the address (#shared/held-submit.ts).
      for (const form of forms)
        expect(form, pathname).toMatch(new RegExp(`${HELD_SUBMIT_ATTRIBUTE}="".*method="dialog"`));
    }
  });

  it("renders a template's own page and a demo", async () => {
    const template = findTemplate(TEMPLATE_SLUGS[0])!;
    expect(textOf(await renderPage(`/templates/${template.slug}`))).toContain(template.title);
    expect(await renderPage(`/demo/${DEMO_SLUGS[0]}`)).toMatch(/<h1[^>]*>/);
  });

  it("renders a guest page's shell as its loading skeleton", async () => {
    const shell = await renderPage(PRERENDERED_SHELLS.invitation!);
    expect(shell).toContain('aria-label="Loading your invitation"');
    expect(shell).not.toContain("prerendered-shell");
  });
});
