/**
 * /business/volunteers (and /volunteers, and /business/staff-management opened on the shifts): one event's
 * volunteers and staff (issue 23). Four sections, the open one in the address (?section=): the roles and
 * shifts, coverage at a glance, the volunteers with the application link, and the hours. The event page's
 * Volunteers tab shows the same.
 */
import { CalendarRange, Clock, Gauge, HandHelping, Users } from "lucide-react";
import { useLocation, useSearchParams } from "react-router";
import type { TEvent } from "#shared/events/schemas.ts";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { CoverageSection, HoursSection } from "./coverage-section.tsx";
import { PeopleSection } from "./people-section.tsx";
import { ShiftsSection } from "./shifts-section.tsx";

const SECTIONS = [
  { value: "shifts", label: "Shifts", icon: CalendarRange },
  { value: "coverage", label: "Coverage", icon: Gauge },
  { value: "people", label: "Volunteers", icon: Users },
  { value: "hours", label: "Hours", icon: Clock },
] as const;
type Section = (typeof SECTIONS)[number]["value"];

const sectionOf = (value: string | null): Section | undefined => SECTIONS.find((s) => s.value === value)?.value;

export function EventVolunteers({ event, initial = "shifts" }: { event: TEvent; initial?: Section }) {
  const [search, setSearch] = useSearchParams();
  const section = sectionOf(search.get("section")) ?? initial;
  const choose = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("section", value);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={section} onValueChange={choose}>
      <TabsList aria-label="Volunteer sections" className="sm:max-w-xl">
        {SECTIONS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="px-2 sm:px-3">
            <Icon aria-hidden="true" className="max-sm:hidden" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="shifts">
        <ShiftsSection event={event} />
      </TabsContent>
      <TabsContent value="coverage">
        <CoverageSection event={event} />
      </TabsContent>
      <TabsContent value="people">
        <PeopleSection eventId={event.id} />
      </TabsContent>
      <TabsContent value="hours">
        <HoursSection eventId={event.id} />
      </TabsContent>
    </Tabs>
  );
}

/** The staff page opens on coverage (who works when, where people are short); the volunteers page on the shifts. */
const STAFF_PATH = /^\/business\/staff-management\/?$/i;

export default function VolunteersPage() {
  const staff = STAFF_PATH.test(useLocation().pathname);
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
          <HandHelping aria-hidden="true" className="size-4" />
          Volunteers &amp; staff
        </p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {staff ? "Staff Management" : "Volunteer & Staff Management"}
        </h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          {staff
            ? "Roles and shifts for your staff and volunteers: who works when, and which shifts are still short of people."
            : "Recruit volunteers with a public application form, approve them and fill every shift with the right people."}
        </p>
      </header>
      <OrganiserEventPicker
        icon={HandHelping}
        noEventsText="Volunteers help at an event. Create one first, then add its roles and shifts."
        loading={<ListSkeleton label="Loading the event" rows={3} />}
      >
        {(event) => <EventVolunteers key={event.id} event={event} initial={staff ? "coverage" : "shifts"} />}
      </OrganiserEventPicker>
    </div>
  );
}
