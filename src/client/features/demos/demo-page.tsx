/**
 * /demo/<slug>: a read-only sample event of one event type, in that type's words (a school reunion's people
 * are Classmates grouped by Class Year), clearly marked as a demo, with the way to start a real one.
 * One page serves all 12 demos by reading the slug from the path.
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import {
  CalendarClock,
  CalendarPlus,
  CheckCircle2,
  Circle,
  ClipboardList,
  FlaskConical,
  HelpCircle,
  LayoutTemplate,
  MapPin,
  UserRound,
  Users,
  Wallet,
} from "lucide-react";
import { findDemo, type DemoEvent, type DemoRsvp } from "#shared/demos/index.ts";
import { BUILT_IN_EVENT_TYPES, type EventTypeInfo } from "#shared/event-types.ts";
import { countText, pluralTerm } from "#shared/words.ts";
import { formatMoney } from "#shared/money.ts";
import { ROUTES } from "#shared/routes.ts";
import { NotFoundState } from "#client/components/resource-states.tsx";
import { HeaderGlow, SectionHeading } from "#client/components/section-heading.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
// Numbers and money in DATE_LOCALE, not the reader's: the page is prerendered (#shared/prerendered-pages.ts)
// and must hydrate with the text it was built with.
import { DATE_LOCALE, formatDay, formatTimeRange, groupByDayInZone } from "#shared/date-format.ts";

const RSVP_BADGES: Record<DemoRsvp, { label: string; variant: NonNullable<BadgeProps["variant"]> }> = {
  going: { label: "Going", variant: "success" },
  maybe: { label: "Maybe", variant: "warning" },
  invited: { label: "Invited", variant: "neutral" },
};

function dueText(date: string): string {
  return formatDay(date, "date");
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <Card className="space-y-1 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
      {detail}
    </Card>
  );
}

function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-1.5 overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}

function Schedule({ demo }: { demo: DemoEvent }) {
  return (
    <section aria-labelledby="demo-schedule" className="space-y-4">
      <SectionHeading id="demo-schedule" icon={CalendarClock} title="Schedule" />
      <Card>
        <CardContent className="space-y-5 pt-5 sm:pt-6">
          {groupByDayInZone(demo.schedule, demo.timeZone).map(({ key: day, items: activities }) => (
            <div key={day} className="space-y-2">
              <h3 className="text-sm font-semibold text-primary">{formatDay(day, "long")}</h3>
              <ol className="divide-y">
                {activities.map((activity) => (
                  <li key={activity.name} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
                    <p className="text-sm font-medium tabular-nums">
                      {formatTimeRange(activity.startAt, activity.endAt, demo.timeZone)}
                    </p>
                    <div className="min-w-0 space-y-0.5">
                      <p className="font-medium">{activity.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {activity.place} · Hosted by {activity.host}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}

function People({ demo, type }: { demo: DemoEvent; type: EventTypeInfo }) {
  return (
    <section aria-labelledby="demo-people" className="space-y-4">
      <SectionHeading id="demo-people" icon={Users} title={`${pluralTerm(type.memberTerm)} by ${type.groupTerm}`}>
        A {type.name} event groups its people by {type.groupTerm.toLowerCase()}; each of them is a{" "}
        {type.memberTerm.toLowerCase()}.
      </SectionHeading>
      <div className="grid gap-4 sm:grid-cols-2">
        {demo.groups.map((group) => {
          const going = group.members.filter((m) => m.rsvp === "going").length;
          return (
            <Card key={group.name}>
              <CardHeader className="pb-3 sm:pb-3">
                <h3 className="font-semibold">{group.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {countText(group.members.length, type.memberTerm)} · {going} going
                </p>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2.5">
                  {group.members.map((person) => {
                    const rsvp = RSVP_BADGES[person.rsvp];
                    return (
                      <li key={person.name} className="flex items-start justify-between gap-3 text-sm">
                        <span className="min-w-0">
                          <span className="block font-medium">{person.name}</span>
                          {person.note ? (
                            <span className="block text-xs text-muted-foreground">{person.note}</span>
                          ) : null}
                        </span>
                        <Badge variant={rsvp.variant} className="shrink-0">
                          {rsvp.label}
                        </Badge>
                      </li>
                    );
                  })}
                </ul>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

function Checklist({ demo }: { demo: DemoEvent }) {
  const done = demo.checklist.filter((entry) => entry.done).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="demo-checklist" className="flex items-center gap-2">
          <ClipboardList aria-hidden="true" className="size-5 text-primary" />
          Checklist
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {done} of {demo.checklist.length} done
        </p>
        <Progress value={done / demo.checklist.length} label="Checklist progress" />
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="demo-checklist" className="space-y-2.5">
          {demo.checklist.map((entry) => (
            <li key={entry.text} className="flex items-start gap-2.5 text-sm">
              {entry.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-foreground" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className="min-w-0">
                <span className="sr-only">{entry.done ? "Done: " : "To do: "}</span>
                <span className={entry.done ? "text-muted-foreground line-through" : undefined}>{entry.text}</span>
                <span className="block text-xs text-muted-foreground">Due {dueText(entry.dueDate)}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Budget({ demo }: { demo: DemoEvent }) {
  const { currency, lines } = demo.budget;
  const planned = lines.reduce((sum, entry) => sum + entry.planned, 0);
  const spent = lines.reduce((sum, entry) => sum + entry.spent, 0);
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet aria-hidden="true" className="size-5 text-primary" />
          Budget
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {formatMoney(spent, currency, DATE_LOCALE)} spent of {formatMoney(planned, currency, DATE_LOCALE)} planned
        </p>
        <Progress value={spent / planned} label="Budget spent" />
      </CardHeader>
      <table className="w-full text-sm">
        <caption className="sr-only">Budget lines, planned and spent, in {currency}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-5 py-2 font-medium sm:px-6">
              Line
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Planned
            </th>
            <th scope="col" className="py-2 pr-5 pl-2 text-right font-medium sm:pr-6">
              Spent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((entry) => (
            <tr key={entry.category}>
              <td className="px-5 py-2.5 sm:px-6">{entry.category}</td>
              <td className="px-2 py-2.5 text-right whitespace-nowrap tabular-nums">
                {formatMoney(entry.planned, currency, DATE_LOCALE)}
              </td>
              <td className="py-2.5 pr-5 pl-2 text-right whitespace-nowrap tabular-nums sm:pr-6">
                {formatMoney(entry.spent, currency, DATE_LOCALE)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t bg-muted/40 font-semibold">
          <tr>
            <th scope="row" className="px-5 py-2.5 text-left sm:px-6">
              Total
            </th>
            <td className="px-2 py-2.5 text-right whitespace-nowrap tabular-nums">
              {formatMoney(planned, currency, DATE_LOCALE)}
            </td>
            <td className="py-2.5 pr-5 pl-2 text-right whitespace-nowrap tabular-nums sm:pr-6">
              {formatMoney(spent, currency, DATE_LOCALE)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}

function Faq({ demo }: { demo: DemoEvent }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HelpCircle aria-hidden="true" className="size-5 text-primary" />
          Questions guests ask
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {demo.faq.map((entry) => (
          <details key={entry.question} className="group rounded-lg border px-3 py-2 open:bg-muted/40">
            <summary className="cursor-pointer rounded-sm text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {entry.question}
            </summary>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">{entry.answer}</p>
          </details>
        ))}
      </CardContent>
    </Card>
  );
}

function CallsToAction({ demo }: { demo: DemoEvent }) {
  const templateTitle =
    ROUTES.find((route) => route.page === `template-${demo.templateSlug}`)?.title ?? "matching template";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button asChild size="lg">
        <Link to={`/templates/${demo.templateSlug}`}>
          <LayoutTemplate aria-hidden="true" />
          Start from the {templateTitle.replace(/ Template$/, "")} template
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/create-event">
          <CalendarPlus aria-hidden="true" />
          Create your own event
        </Link>
      </Button>
    </div>
  );
}

function DemoDetails({ demo }: { demo: DemoEvent }) {
  const type = BUILT_IN_EVENT_TYPES.find((t) => t.id === demo.eventTypeId) ?? BUILT_IN_EVENT_TYPES[0]!;
  const people = demo.groups.flatMap((group) => group.members);
  const going = people.filter((person) => person.rsvp === "going").length;
  const maybe = people.filter((person) => person.rsvp === "maybe").length;
  const done = demo.checklist.filter((entry) => entry.done).length;

  return (
    <article aria-labelledby="demo-title" className="flex-1">
      <div role="note" aria-label="Demo" className="border-b border-accent/50 bg-accent-soft">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6">
          <Badge variant="accent" className="gap-1">
            <FlaskConical aria-hidden="true" />
            Demo
          </Badge>
          <p className="text-pretty text-accent-foreground">
            A made-up {type.name.toLowerCase()} event that shows what a planned gathering looks like in Gatherly.
            Nothing here can be changed.
          </p>
        </div>
      </div>

      <header className="relative isolate">
        <HeaderGlow />
        <div className="mx-auto w-full max-w-6xl space-y-5 px-4 pt-8 pb-6 sm:px-6 sm:pt-12">
          <div className="max-w-3xl space-y-3">
            <p className="text-sm font-semibold text-primary">Sample {type.name} event</p>
            <h1 id="demo-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {demo.name}
            </h1>
            <p className="text-lg text-pretty text-muted-foreground">{demo.tagline}</p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <ZonedWhen startAt={demo.startAt} endAt={demo.endAt} timeZone={demo.timeZone} />
            <div className="space-y-0.5 text-sm">
              <p className="flex items-start gap-1.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span>
                  <span className="font-medium">{demo.venue.name}</span>
                  <span className="block text-muted-foreground">{demo.venue.address}</span>
                </span>
              </p>
              <p className="flex items-start gap-1.5 text-muted-foreground">
                <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                Hosted by {demo.hostedBy}
              </p>
            </div>
          </div>
          <CallsToAction demo={demo} />
        </div>
      </header>

      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 pb-12 sm:px-6">
        <section aria-label="At a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            label={`${pluralTerm(type.memberTerm)} going`}
            value={going.toLocaleString(DATE_LOCALE)}
            detail={
              <p className="text-xs text-muted-foreground">
                of {people.length} on the list, {maybe} maybe
              </p>
            }
          />
          <Stat
            label={pluralTerm(type.groupTerm)}
            value={demo.groups.length.toLocaleString(DATE_LOCALE)}
            detail={
              <p className="text-xs text-muted-foreground">Room for {demo.capacity.toLocaleString(DATE_LOCALE)}</p>
            }
          />
          <Stat
            label="Checklist"
            value={`${done}/${demo.checklist.length}`}
            detail={<p className="text-xs text-muted-foreground">items done</p>}
          />
          <Stat
            label="Activities"
            value={demo.schedule.length.toLocaleString(DATE_LOCALE)}
            detail={<p className="text-xs text-muted-foreground">on the schedule</p>}
          />
        </section>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-10">
            <section aria-labelledby="demo-about" className="space-y-3">
              <h2 id="demo-about" className="text-xl font-semibold tracking-tight">
                About this event
              </h2>
              <p className="text-pretty">{demo.description}</p>
            </section>
            <Schedule demo={demo} />
            <People demo={demo} type={type} />
          </div>
          <aside aria-label="Planning" className="space-y-6">
            <Checklist demo={demo} />
            <Budget demo={demo} />
            <Faq demo={demo} />
          </aside>
        </div>

        <Card className="flex flex-col items-start gap-4 bg-primary-soft/40 p-6 sm:p-8">
          <div className="space-y-1">
            <h2 className="text-xl font-semibold tracking-tight">Plan your own {type.name.toLowerCase()} event</h2>
            <p className="max-w-2xl text-sm text-pretty text-muted-foreground">
              Start from a template with the schedule, checklist and budget filled in, or from a blank event. Free to
              start.
            </p>
          </div>
          <CallsToAction demo={demo} />
        </Card>
      </div>
    </article>
  );
}

export default function DemoPage() {
  const { pathname } = useLocation();
  const demo = findDemo(pathname.replace(/^\/demo\//, "").replace(/\/+$/, ""));
  if (!demo) {
    return (
      <NotFoundState
        titleId="demo-missing"
        icon={FlaskConical}
        title="Demo not found"
        message="There is no demo at this address."
        backTo="/"
        backLabel="Go to the home page"
      />
    );
  }
  return <DemoDetails key={demo.slug} demo={demo} />;
}
