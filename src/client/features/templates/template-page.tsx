/**
 * /templates/<slug>: one page for all 53 templates, public, showing everything the template brings (schedule,
 * checklist, planning tasks, budget, tips) and "Use this template". A visitor without an account is sent to
 * sign up and comes back here with the dialog open (`?use=1`).
 */
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import {
  CalendarClock,
  Check,
  ClipboardList,
  Clock,
  Eye,
  LayoutTemplate,
  Lightbulb,
  ListTodo,
  Shapes,
  Users,
  Wallet,
} from "lucide-react";
import { DEMO_SLUG_BY_EVENT_TYPE } from "#shared/demos/slugs.ts";
import { pluralTerm } from "#shared/words.ts";
import { formatMoney } from "#shared/money.ts";
// Numbers and money in DATE_LOCALE, not the reader's: the page is prerendered (#shared/prerendered-pages.ts)
// and must hydrate with the text it was built with.
import { DATE_LOCALE } from "#shared/date-format.ts";
import { findTemplate } from "#shared/templates/index.ts";
import type { EventTemplate, TaskPriority, TemplateActivity } from "#shared/templates/types.ts";
import { BackLink } from "#client/components/back-link.tsx";
import { NotFoundState } from "#client/components/resource-states.tsx";
import { HeaderGlow, SectionHeading } from "#client/components/section-heading.tsx";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { RETURN_TO_PARAM } from "#client/lib/return-path.ts";
import { CategoryIcon } from "./category-icon.tsx";
import {
  budgetTotal,
  byPhase,
  categoryOf,
  daysBeforeText,
  durationText,
  eventTypeOf,
  lengthText,
  timeOfDayText,
} from "./format.ts";
import { UseTemplateDialog } from "./use-template-dialog.tsx";

/** `?use=1` on a template page opens "Use this template" (where sign-up returns a visitor to). */
export const USE_PARAM = "use";

const PRIORITY_BADGES: Record<TaskPriority, { label: string; variant: NonNullable<BadgeProps["variant"]> }> = {
  high: { label: "High", variant: "destructive" },
  medium: { label: "Medium", variant: "warning" },
  low: { label: "Low", variant: "neutral" },
};

function slugFromPath(pathname: string): string {
  return pathname.replace(/^\/templates\//, "").replace(/\/+$/, "");
}

/**
 * The dialog's open state lives in the address (`?use=1`), like the event details page's tab, so sign-up
 * can send a new member back with it open. A visitor is sent to sign up first.
 */
function useUseTemplateFlow(slug: string) {
  const { isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const open = isAuthenticated && search.get(USE_PARAM) === "1";

  function setOpen(next: boolean) {
    const params = new URLSearchParams(search);
    if (next) params.set(USE_PARAM, "1");
    else params.delete(USE_PARAM);
    setSearch(params, { replace: true });
  }

  function start() {
    if (isAuthenticated) {
      setOpen(true);
      return;
    }
    const back = `/templates/${slug}?${USE_PARAM}=1`;
    void navigate(`/signup?${new URLSearchParams({ [RETURN_TO_PARAM]: back }).toString()}`);
  }

  return { open, setOpen, start, isAuthenticated, isLoading };
}

function ScheduleItem({ item }: { item: TemplateActivity }) {
  return (
    <li className="grid grid-cols-[5.5rem_1fr] gap-3 py-3 sm:grid-cols-[6.5rem_1fr] sm:gap-4">
      <div className="text-sm">
        <p className="font-semibold tabular-nums">{timeOfDayText(item.startTime)}</p>
        <p className="text-muted-foreground">{durationText(item.durationMinutes)}</p>
      </div>
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{item.name}</p>
        <p className="text-sm text-pretty text-muted-foreground">{item.description}</p>
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">Host:</span> {item.host}
        </p>
      </div>
    </li>
  );
}

function Schedule({ template }: { template: EventTemplate }) {
  const multiDay = template.activities.some((item) => item.dayOffset > 0);
  const days = [...new Set(template.activities.map((item) => item.dayOffset))].sort((a, b) => a - b);
  return (
    <section aria-labelledby="template-schedule" className="space-y-4">
      <SectionHeading id="template-schedule" icon={CalendarClock} title="Schedule">
        {template.activities.length} activities over {lengthText(template.lengthHours, template.defaultStartTime)},
        created as activities of your event at these local times.
      </SectionHeading>
      <Card>
        <CardContent className="pt-2 sm:pt-3">
          {multiDay ? (
            days.map((day) => (
              <div key={day} className="border-b py-2 last:border-b-0">
                <h3 className="pt-2 text-sm font-semibold text-primary">Day {day + 1}</h3>
                <ol className="divide-y">
                  {template.activities
                    .filter((item) => item.dayOffset === day)
                    .map((item) => (
                      <ScheduleItem key={item.name} item={item} />
                    ))}
                </ol>
              </div>
            ))
          ) : (
            <ol className="divide-y">
              {template.activities.map((item) => (
                <ScheduleItem key={item.name} item={item} />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** One planning list (ADR 027): every line goes on the checklist; a task line also goes on the task board. */
function Checklist({ template }: { template: EventTemplate }) {
  return (
    <section aria-labelledby="template-checklist" className="space-y-4">
      <SectionHeading id="template-checklist" icon={ClipboardList} title="Planning list">
        {template.checklist.length} items, each due a set time before the first day, in a printable checklist. The{" "}
        {template.tasks.length} marked as tasks also go on your task board, with their priority.
      </SectionHeading>
      <Card>
        <CardContent className="space-y-5 pt-5 sm:pt-6">
          {byPhase(template.checklist).map((phase) => (
            <div key={phase.title} className="space-y-2">
              <h3 className="text-sm font-semibold text-primary">{phase.title}</h3>
              <ul className="space-y-2">
                {phase.items.map((entry) => (
                  <li key={entry.text} className="flex items-start gap-3">
                    <span aria-hidden="true" className="mt-1 size-4 shrink-0 rounded border border-input bg-surface" />
                    {/* On a phone the lead time goes under the text, so the text keeps the width. */}
                    <span className="flex min-w-0 flex-1 flex-col gap-x-4 sm:flex-row sm:items-baseline sm:justify-between">
                      <span className="text-pretty">{entry.text}</span>
                      <span className="flex shrink-0 items-center gap-2 text-xs whitespace-nowrap text-muted-foreground">
                        {entry.priority ? <TaskBadge priority={entry.priority} /> : null}
                        {daysBeforeText(entry.daysBefore)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}

function TaskBadge({ priority }: { priority: TaskPriority }) {
  const badge = PRIORITY_BADGES[priority];
  return (
    <Badge variant={badge.variant}>
      Task<span className="sr-only">, priority</span> · {badge.label}
    </Badge>
  );
}

function Budget({ template }: { template: EventTemplate }) {
  const currency = template.budget[0]?.currency ?? "USD";
  return (
    <section aria-labelledby="template-budget" className="space-y-4">
      <SectionHeading id="template-budget" icon={Wallet} title="Budget outline">
        Typical costs in {currency} for the suggested {template.suggestedCapacity.toLocaleString(DATE_LOCALE)} people;
        replace them with your own quotes.
      </SectionHeading>
      <Card className="overflow-hidden">
        <table className="w-full text-sm">
          <caption className="sr-only">Budget lines of the {template.title} template</caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-5 py-2.5 font-medium sm:px-6">
                Item
              </th>
              <th scope="col" className="px-5 py-2.5 text-right font-medium sm:px-6">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {template.budget.map((entry) => (
              <tr key={`${entry.category}-${entry.item}`}>
                <td className="px-5 py-3 sm:px-6">
                  <span className="block font-medium">{entry.item}</span>
                  <span className="block text-xs text-muted-foreground">{entry.category}</span>
                </td>
                <td className="px-5 py-3 text-right whitespace-nowrap tabular-nums sm:px-6">
                  {formatMoney(entry.amountMinor, entry.currency, DATE_LOCALE)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t bg-muted/40">
            <tr>
              <th scope="row" className="px-5 py-3 text-left font-semibold sm:px-6">
                Total
              </th>
              <td className="px-5 py-3 text-right font-semibold whitespace-nowrap tabular-nums sm:px-6">
                {budgetTotal(template)}
              </td>
            </tr>
          </tfoot>
        </table>
      </Card>
    </section>
  );
}

function UseButton({
  flow,
  size = "lg",
  className,
}: {
  flow: ReturnType<typeof useUseTemplateFlow>;
  size?: "lg" | "default";
  className?: string;
}) {
  return (
    <Button size={size} className={className} disabled={flow.isLoading} onClick={flow.start}>
      <LayoutTemplate aria-hidden="true" />
      Use this template
    </Button>
  );
}

function TemplateDetails({ template }: { template: EventTemplate }) {
  const flow = useUseTemplateFlow(template.slug);
  const type = eventTypeOf(template);
  const category = categoryOf(template.category);
  const demoSlug = DEMO_SLUG_BY_EVENT_TYPE[template.eventTypeId];

  return (
    <article aria-labelledby="template-title" className="flex-1">
      <header className="relative isolate border-b bg-surface/40">
        <HeaderGlow />
        <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-8 sm:px-6 sm:py-12">
          <BackLink to="/templates">All templates</BackLink>
          <div className="max-w-3xl space-y-3">
            <p className="flex items-center gap-2 text-sm font-semibold text-primary">
              <CategoryIcon category={template.category} className="size-4" />
              {category.title}
            </p>
            <h1 id="template-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {template.title}
            </h1>
            <p className="text-lg text-pretty text-muted-foreground">{template.pitch}</p>
          </div>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-1.5">
              <Shapes aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">Event type</dt>
              <dd>{type.name}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">Typical length</dt>
              <dd>
                {lengthText(template.lengthHours, template.defaultStartTime)}, from{" "}
                {timeOfDayText(template.defaultStartTime)}
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="sr-only">Suggested capacity</dt>
              <dd>
                About {template.suggestedCapacity.toLocaleString(DATE_LOCALE)}{" "}
                {pluralTerm(type.memberTerm).toLowerCase()}
              </dd>
            </div>
          </dl>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <UseButton flow={flow} />
            {demoSlug ? (
              <Button asChild size="lg" variant="outline">
                <Link to={`/demo/${demoSlug}`}>
                  <Eye aria-hidden="true" />
                  See a sample {type.name.toLowerCase()} event
                </Link>
              </Button>
            ) : null}
          </div>
          {flow.isAuthenticated || flow.isLoading ? null : (
            <p className="text-sm text-muted-foreground">
              Free account needed. After signing up you come straight back here.
            </p>
          )}
        </div>
      </header>

      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="template-about" className="space-y-4">
            <h2 id="template-about" className="text-xl font-semibold tracking-tight">
              About this template
            </h2>
            <p className="text-pretty">{template.description}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <h3 className="text-sm font-semibold">Ideal for</h3>
                <ul className="space-y-1.5">
                  {template.idealFor.map((entry) => (
                    <li key={entry} className="flex items-start gap-2 text-sm">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-foreground" />
                      {entry}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="space-y-2">
                <h3 className="text-sm font-semibold">In your guests' words</h3>
                <p className="text-sm text-pretty text-muted-foreground">
                  As a {type.name} event, people are grouped by{" "}
                  <strong className="text-foreground">{type.groupTerm}</strong> and each is a{" "}
                  <strong className="text-foreground">{type.memberTerm}</strong> on every page of your event.
                </p>
              </div>
            </div>
          </section>
          <Schedule template={template} />
          <Checklist template={template} />
          <Budget template={template} />
        </div>

        <aside aria-label="Template summary" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle>What you get</CardTitle>
              <CardDescription>A draft event you can change in every detail.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <ul className="space-y-2 text-sm">
                <li className="flex items-center gap-2">
                  <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
                  {template.activities.length} scheduled activities
                </li>
                <li className="flex items-center gap-2">
                  <ClipboardList aria-hidden="true" className="size-4 text-muted-foreground" />
                  {template.checklist.length} checklist items with due dates
                </li>
                <li className="flex items-center gap-2">
                  <ListTodo aria-hidden="true" className="size-4 text-muted-foreground" />
                  {template.tasks.length} of them planning tasks on the board
                </li>
                <li className="flex items-center gap-2">
                  <Wallet aria-hidden="true" className="size-4 text-muted-foreground" />
                  {template.budget.length} budget lines, {budgetTotal(template)} in all
                </li>
              </ul>
              <UseButton flow={flow} size="default" className="w-full" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Lightbulb aria-hidden="true" className="size-5 text-accent-foreground" />
                Tips from organisers
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-3 text-sm">
                {template.tips.map((tip) => (
                  <li key={tip} className="border-l-2 border-accent pl-3 text-pretty">
                    {tip}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>

      <UseTemplateDialog template={template} open={flow.open} onOpenChange={flow.setOpen} />
    </article>
  );
}

export default function TemplatePage() {
  const { pathname } = useLocation();
  const template = findTemplate(slugFromPath(pathname));
  if (!template) {
    return (
      <NotFoundState
        titleId="template-missing"
        icon={LayoutTemplate}
        title="Template not found"
        message="There is no template at this address. Pick one from the full list."
        backTo="/templates"
        backLabel="Browse templates"
      />
    );
  }
  // Keyed by slug: moving between templates starts with the dialog closed.
  return <TemplateDetails key={template.slug} template={template} />;
}
