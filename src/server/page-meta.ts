/**
 * Open Graph and Twitter tags in the HTML of share pages, so a link pasted into a messenger shows the
 * page's own title, description and image instead of the app's. Modules give a resolver per page id
 * of #shared/routes.ts (so the path patterns stay in the one route table); the server fills the tags
 * into the page's HTML (index.html, or the page as the build prerendered it) before sending it. Everything that goes into the HTML is escaped here.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#shared/errors.ts";
import { prerenderedFileFor } from "#shared/prerendered-pages.ts";
import { matchRoute } from "#shared/routes.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** A same-origin path or an absolute URL of an image; left out when there is none. */
  image?: string | null | undefined;
  /** Previews and other pages that must not show up in search engines. */
  noindex?: boolean;
}

/**
 * Null means "no page-specific tags": the plain app shell is sent. So does a NOT_FOUND error (a wrong or
 * revoked link), and the client then shows its friendly not-found page.
 */
export type PageMetaResolver = (params: Record<string, string | undefined>) => Promise<PageMeta | null>;

/** Keyed by the page id of a route in #shared/routes.ts. */
export type PageMetaResolvers = Readonly<Partial<Record<string, PageMetaResolver>>>;

const SITE_NAME = "Gatherly";
const DESCRIPTION_MAX = 300;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** One line, at most `max` characters: descriptions come from free text with paragraphs. */
function summarise(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

function absolute(url: string, baseUrl: string): string {
  return new URL(url, baseUrl).toString();
}

function metaTags(meta: PageMeta, pageUrl: string, baseUrl: string): string {
  const title = summarise(meta.title, 200);
  const description = summarise(meta.description);
  const tags: Array<[attribute: "name" | "property", key: string, value: string]> = [
    ["name", "description", description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", pageUrl],
    ["name", "twitter:card", meta.image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ];
  if (meta.image) {
    const image = absolute(meta.image, baseUrl);
    tags.push(["property", "og:image", image], ["name", "twitter:image", image]);
  }
  if (meta.noindex) tags.push(["name", "robots", "noindex, nofollow"]);
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join("\n    ");
}

/** The app shell with the page's title and tags in place of the app's generic title and description. */
function withPageMeta(html: string, meta: PageMeta, pageUrl: string, baseUrl: string): string {
  const title = `<title>${escapeHtml(summarise(meta.title, 200))} · ${SITE_NAME}</title>`;
  return html
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, "")
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/<\/head>/i, () => `  ${metaTags(meta, pageUrl, baseUrl)}\n  </head>`);
}

interface IndexSender {
  (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Where the build writes the prerendered pages, under the client folder (scripts/prerender-plugin.ts). */
const PRERENDERED_DIR = "prerendered";

/**
 * Sends the HTML of a page path: the page as the build prerendered it (#shared/prerendered-pages.ts) or else
 * index.html, with the page's tags when a resolver knows the page. A resolver that fails must not cost the
 * visitor the page: it is sent without them. Files are read once: the built client does not change while the
 * server runs. A build without a page's prerendered file (an older one) gets the plain shell for it.
 */
export function indexSender(options: {
  clientDir: string;
  baseUrl: string;
  resolvers: PageMetaResolvers;
}): IndexSender {
  const { clientDir, baseUrl, resolvers } = options;
  const files = new Map<string, Promise<string | null>>();
  const read = (file: string) => {
    let text = files.get(file);
    if (!text) {
      text = readFile(path.join(clientDir, file), "utf8").catch(() => null);
      files.set(file, text);
    }
    return text;
  };
  const send = (reply: FastifyReply, html: string) => reply.type("text/html; charset=utf-8").send(html);
  return async (request, reply) => {
    reply.header("cache-control", "no-cache");
    const pathname = request.url.split(/[?#]/, 1)[0]!;
    // The build rendered each page without a query string; one that reads it (a template's ?use=1) would
    // render differently in the browser than its HTML, so an address with a query gets the plain shell.
    const prerenderedFile = request.url.includes("?") ? null : prerenderedFileFor(pathname);
    const prerendered = prerenderedFile ? await read(path.posix.join(PRERENDERED_DIR, prerenderedFile)) : null;
    const match = matchRoute(pathname);
    const resolver = match ? resolvers[match.route.page] : undefined;
    if (resolver) {
      try {
        const meta = await resolver(match!.params);
        const page = prerendered ?? (await read("index.html"));
        if (meta && page !== null) return send(reply, withPageMeta(page, meta, absolute(pathname, baseUrl), baseUrl));
      } catch (error) {
        if (!(error instanceof AppError && error.code === "NOT_FOUND"))
          request.log.warn({ err: error, page: match!.route.page }, "page meta failed; sending the page without them");
      }
    }
    return prerendered === null ? reply.sendFile("index.html") : send(reply, prerendered);
  };
}
