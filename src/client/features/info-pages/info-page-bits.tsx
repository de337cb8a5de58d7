/** Pieces the information-page lists share: the status badge, a page's row and the list skeleton. */
import { Link } from "react-router";
import { CalendarDays, ExternalLink, Eye, Pencil, Trash2 } from "lucide-react";
import { INFO_PAGE_STATUS_LABELS, type TInfoPageStatus, type TInfoPageSummary } from "#shared/info-pages/schemas.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { previewPath } from "./api.ts";

const STATUS_VARIANTS: Record<TInfoPageStatus, NonNullable<BadgeProps["variant"]>> = {
  draft: "neutral",
  published: "success",
  changed: "warning",
};

export function InfoPageStatusBadge({ status, className }: { status: TInfoPageStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      {INFO_PAGE_STATUS_LABELS[status]}
    </Badge>
  );
}

const updatedFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function editorPath(pageId: string): string {
  return `/event-info-editor/${pageId}`;
}

export function InfoPageRow({
  page,
  showEvent = true,
  onDelete,
}: {
  page: TInfoPageSummary;
  showEvent?: boolean;
  onDelete?: (() => void) | undefined;
}) {
  const titleId = `info-page-${page.id}-title`;
  const live = page.status !== "draft" && page.shareToken;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between"
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-base font-semibold break-words">
            <Link
              to={editorPath(page.id)}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {page.title}
            </Link>
          </h3>
          <InfoPageStatusBadge status={page.status} />
        </div>
        {showEvent ? (
          <p className="flex items-start gap-1.5 text-sm break-words">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Event: </span>
            <Link
              to={`/event-details/${page.event.id}?tab=info-pages`}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {page.event.name}
            </Link>
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {page.sectionCount} {page.sectionCount === 1 ? "section" : "sections"} · Updated{" "}
          <time dateTime={page.updatedAt}>{updatedFormat.format(new Date(page.updatedAt))}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
        <Button asChild variant="outline" size="sm">
          <Link to={editorPath(page.id)} aria-label={`Edit ${page.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
        {page.shareToken ? (
          <Button asChild variant="outline" size="sm">
            <a
              href={live ? `/event-info-view/${page.shareToken}` : previewPath(page.shareToken)}
              target="_blank"
              rel="noreferrer"
            >
              {live ? <ExternalLink aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {live ? "View" : "Preview"}
              <span className="sr-only"> {page.title} (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete ${page.title}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
