/**
 * /templates: the quick-start template picker. All 53 templates ship with the page, so searching and
 * filtering happen in the browser, instantly; both live in the URL so Back and a shared link keep them.
 */
import { useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ArrowRight, CalendarPlus, Clock, Search, SearchX, Shapes } from "lucide-react";
import { EVENT_TEMPLATES } from "#shared/templates/index.ts";
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_KEYS,
  type EventTemplate,
  type TemplateCategoryKey,
} from "#shared/templates/types.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { cn } from "#client/lib/utils.ts";
import { CategoryIcon } from "./category-icon.tsx";
import { categoryOf, eventTypeOf, lengthText } from "./format.ts";

function isCategory(value: string | null): value is TemplateCategoryKey {
  return (TEMPLATE_CATEGORY_KEYS as readonly string[]).includes(value ?? "");
}

/** The words a search is matched against: what the template is, its category and its event type. */
const HAYSTACKS = new Map(
  EVENT_TEMPLATES.map((template) => [
    template.slug,
    [
      template.title,
      template.pitch,
      categoryOf(template.category).title,
      eventTypeOf(template).name,
      ...template.idealFor,
    ]
      .join(" \n ")
      .toLowerCase(),
  ]),
);

function matches(template: EventTemplate, words: string[]): boolean {
  const haystack = HAYSTACKS.get(template.slug) ?? "";
  return words.every((word) => haystack.includes(word));
}

const chipClass = cn(
  "inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4",
);

function CategoryChips({
  selected,
  onSelect,
}: {
  selected: TemplateCategoryKey | null;
  onSelect: (key: TemplateCategoryKey | null) => void;
}) {
  const options: Array<{ key: TemplateCategoryKey | null; title: string }> = [
    { key: null, title: "All" },
    ...TEMPLATE_CATEGORIES,
  ];
  return (
    // On a phone the chips scroll sideways in one row instead of filling the first screen.
    <div
      role="group"
      aria-label="Categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {options.map((option) => {
        const active = option.key === selected;
        return (
          <button
            key={option.key ?? "all"}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option.key)}
            className={cn(
              chipClass,
              active
                ? "border-primary bg-primary text-primary-foreground"
                : "border-input bg-surface text-foreground hover:bg-muted",
            )}
          >
            {option.key ? <CategoryIcon category={option.key} /> : null}
            {option.title}
          </button>
        );
      })}
    </div>
  );
}

function TemplateCard({ template }: { template: EventTemplate }) {
  const titleId = `template-card-${template.slug}`;
  return (
    <li aria-labelledby={titleId} className="h-full">
      <Card className="group relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lifted">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-primary">
          <CategoryIcon category={template.category} className="size-4" />
          {categoryOf(template.category).title}
        </p>
        <h3 id={titleId} className="text-base font-semibold">
          {/* The link covers the whole card, so the card is one target with one name. */}
          <Link
            to={`/templates/${template.slug}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {template.title}
          </Link>
        </h3>
        <p className="flex-1 text-sm text-pretty text-muted-foreground">{template.pitch}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <Shapes aria-hidden="true" className="size-3.5" />
            {eventTypeOf(template).name}
          </span>
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {lengthText(template.lengthHours, template.defaultStartTime)}
          </span>
          <ArrowRight
            aria-hidden="true"
            className="ml-auto size-4 text-primary transition-transform group-hover:translate-x-0.5"
          />
        </p>
      </Card>
    </li>
  );
}

export default function TemplatesPage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const query = search.get("q") ?? "";
  const rawCategory = search.get("category");
  const category = isCategory(rawCategory) ? rawCategory : null;

  function update(patch: { q?: string; category?: TemplateCategoryKey | null }) {
    const next = new URLSearchParams(search);
    const q = patch.q ?? query;
    const c = patch.category === undefined ? category : patch.category;
    if (q) next.set("q", q);
    else next.delete("q");
    if (c) next.set("category", c);
    else next.delete("category");
    setSearch(next, { replace: true });
  }

  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return EVENT_TEMPLATES.filter(
      (template) => (category === null || template.category === category) && matches(template, words),
    );
  }, [query, category]);

  const filtered = query.trim() !== "" || category !== null;

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Quick-start templates</h1>
          <p className="max-w-2xl text-pretty text-muted-foreground">
            {EVENT_TEMPLATES.length} ready-made plans with a schedule, checklist, planning tasks and budget. Pick the
            closest to your gathering and make it yours.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/create-event">
            <CalendarPlus aria-hidden="true" />
            Start from scratch
          </Link>
        </Button>
      </header>

      <div role="search" className="space-y-4">
        <div className="flex max-w-xl flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>Search templates</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-q`}
              type="search"
              value={query}
              onChange={(event) => update({ q: event.target.value })}
              placeholder="Wedding, gala, tournament…"
              className="pl-9"
            />
          </div>
        </div>
        <CategoryChips selected={category} onSelect={(key) => update({ category: key })} />
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length === EVENT_TEMPLATES.length
          ? `All ${shown.length} templates`
          : `${shown.length} of ${EVENT_TEMPLATES.length} templates`}
      </p>

      {shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <SearchX aria-hidden="true" className="size-6" />
          </span>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">No templates match{query.trim() ? ` "${query.trim()}"` : ""}</h2>
            <p className="mx-auto max-w-sm text-sm text-pretty text-muted-foreground">
              Try another word, or see every category. You can always start from a blank event instead.
            </p>
          </div>
          {filtered ? (
            <Button variant="outline" onClick={() => update({ q: "", category: null })}>
              Clear search and filters
            </Button>
          ) : null}
        </Card>
      ) : (
        <section aria-labelledby="templates-list-title">
          <h2 id="templates-list-title" className="sr-only">
            Templates
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((template) => (
              <TemplateCard key={template.slug} template={template} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
