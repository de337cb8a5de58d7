/**
 * Link previews (Open Graph, Twitter) for the information pages: the event's name and page title, when
 * and where it happens in the event's own zone, and the cover image when the event has one. The
 * preview is marked noindex. /reunion-info without an id and /reunion-demo describe the demo reunion.
 */
import { reunionDemo } from "#shared/info-pages/reunion-demo.ts";
import type { TInfoSection } from "#shared/info-pages/schemas.ts";
import { formatEventWhen } from "#shared/date-format.ts";
import type { Db } from "../../db/client.ts";
import type { PageMeta, PageMetaResolvers } from "../../page-meta.ts";
import { publicPageSource, publicSections, publicTitle } from "./service.ts";

interface MetaFacts {
  title: string;
  eventName: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  place: string | null;
  cancelled: boolean;
  sections: TInfoSection[];
}

function describe(facts: MetaFacts): { title: string; description: string } {
  const title = facts.title.toLowerCase().includes(facts.eventName.toLowerCase())
    ? facts.title
    : `${facts.eventName}: ${facts.title}`;
  const when = formatEventWhen(facts.startAt, facts.endAt, facts.timeZone);
  const firstText = facts.sections.find((s) => s.body.trim() !== "")?.body ?? "";
  const parts = [facts.cancelled ? "This event has been cancelled." : null, when, facts.place, firstText].filter(
    Boolean,
  );
  return { title: facts.cancelled ? `Cancelled: ${title}` : title, description: parts.join(" · ") };
}

async function tokenMeta(db: Db, token: string | undefined, mode: "view" | "preview"): Promise<PageMeta | null> {
  if (!token) return null;
  // A wrong link throws NOT_FOUND: the server then sends the plain app shell with its friendly page.
  const source = await publicPageSource(db, token, mode);
  const { facts } = source;
  const venue = facts.venue ? [facts.venue.name, facts.venue.city].filter(Boolean).join(", ") : null;
  const text = describe({
    title: publicTitle(source),
    eventName: facts.name,
    startAt: facts.startAt,
    endAt: facts.endAt,
    timeZone: facts.timeZone,
    place: venue ?? facts.locationName,
    cancelled: facts.status === "cancelled",
    sections: publicSections(source),
  });
  return { ...text, image: facts.coverUrl, noindex: mode === "preview" };
}

function demoMeta(): PageMeta {
  const demo = reunionDemo();
  const text = describe({
    title: demo.title,
    eventName: demo.event.name,
    startAt: demo.event.startAt,
    endAt: demo.event.endAt,
    timeZone: demo.event.timeZone,
    place: demo.event.place?.name ?? null,
    cancelled: false,
    sections: demo.sections,
  });
  return {
    title: `Demo: ${text.title}`,
    description: `A sample reunion information page made with Gatherly. ${text.description}`,
  };
}

export function infoPageMetaResolvers(db: Db): PageMetaResolvers {
  return {
    "event-info-view": async (params) => tokenMeta(db, params.shareToken, "view"),
    "event-info-preview": async (params) => tokenMeta(db, params.shareToken, "preview"),
    "reunion-info": async (params) => (params.reunionId ? tokenMeta(db, params.reunionId, "view") : demoMeta()),
    "reunion-demo": async () => demoMeta(),
  };
}
