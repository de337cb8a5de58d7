/**
 * The event page's sections: a tab for every feature of one event, each open when the organiser's plan has
 * it and locked (with the plan named) when not. From 768 px the tabs sit in one keyboard-operable tab list,
 * grouped Plan / Guests / Communicate and wrapping a whole group at a time; on a phone the same choice is a
 * menu (a native select with the same groups). The open tab lives in the URL (?tab=budget).
 */
import { Suspense, useEffect, useId, useMemo, useRef, type ComponentType, type ReactNode } from "react";
import { Link, useLocation, useNavigationType, useSearchParams } from "react-router";
import { Lock } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { PLAN_LABELS, type PlanType } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { planAccessOf, useUserData } from "#client/lib/account.ts";
import { EventPageLinksProvider, type EventPageLinks } from "#client/lib/event-page-links.ts";
import {
  FEATURE_TABS,
  opens,
  OVERVIEW_TAB,
  TAB_GROUPS,
  tabFromSearch,
  tabOfPath,
  tabPlan,
  tabsOf,
  type EventTabKey,
  type FeatureTab,
  type PlanAccess,
} from "./event-tabs.ts";

/** A tab's content; loaded when the tab first opens, and `preload` starts that early (hover or focus). */
export type EventPanel = ComponentType<{ event: TEvent }> & { preload?: () => void };

/**
 * The content of each feature's tab, given by the page that composes this one (client/app), since one
 * feature does not import another. Every tab has one: no tab of a built feature says "coming soon".
 */
export type EventPanels = Record<EventTabKey, EventPanel>;

/** A tab whose feature the plan does not include: what it does, and the plan that has it. */
function LockedTab({ label, plan, about }: { label: string; plan: PlanType; about: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <h2 className="flex flex-wrap items-center justify-center gap-2 text-lg font-semibold">
          {label}
          <Badge variant="accent">{PLAN_LABELS[plan]}</Badge>
        </h2>
        <p className="mx-auto max-w-md text-sm text-pretty text-muted-foreground">{about}</p>
        <p className="mx-auto max-w-md text-sm text-pretty">{`${label} is part of the ${PLAN_LABELS[plan]} plan.`}</p>
      </div>
      <Button asChild>
        <Link to="/pricing">See plans</Link>
      </Button>
    </Card>
  );
}

function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} className="space-y-3">
      <Skeleton className="h-10 w-48 rounded-lg" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

/** The phone's way between sections: the same tabs as a menu, grouped alike, locked ones marked. */
function SectionMenu({
  value,
  onChange,
  access,
}: {
  value: string;
  onChange: (value: string) => void;
  access: PlanAccess | undefined;
}) {
  const id = useId();
  const option = (tab: FeatureTab) => {
    const plan = tabPlan(tab);
    return (
      <option key={tab.value} value={tab.value}>
        {access === undefined || opens(access, plan) ? tab.label : `${tab.label} (${PLAN_LABELS[plan]})`}
      </option>
    );
  };
  return (
    <div className="flex flex-col gap-1.5 md:hidden">
      <Label htmlFor={id}>Section</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={OVERVIEW_TAB}>Overview</option>
        {TAB_GROUPS.map((group) => (
          <optgroup key={group.key} label={group.label}>
            {tabsOf(group.key).map(option)}
          </optgroup>
        ))}
      </NativeSelect>
    </div>
  );
}

export function EventSections({
  event,
  panels,
  overview,
}: {
  event: TEvent;
  panels: EventPanels;
  overview: ReactNode;
}) {
  // The open tab lives in the URL (?tab=activities), so a link or Back lands on the same tab.
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search.get("tab"));
  const me = useUserData();
  const access = me.data ? planAccessOf(me.data) : undefined;
  // Until the plan is known, a paid tab is neither shown locked nor opened.
  const planUnknown = me.isPending;

  function openTab(value: string) {
    // Only the tab is kept: what one panel put in the address (a poll, a thread, a filter) is not the next one's.
    // The tab list replaces the address (arrowing along sixteen tabs is not sixteen steps back); a link inside a
    // panel pushes it (event-page-links.ts), so Back returns to the tab it was followed from.
    const next = new URLSearchParams();
    if (value !== OVERVIEW_TAB) next.set("tab", value);
    setSearch(next, { replace: true });
  }

  // Inside this page a panel's link to another tool of this event opens that tool's tab.
  const { pathname } = useLocation();
  const links = useMemo<EventPageLinks>(
    () => ({ eventId: event.id, pagePath: pathname, tabOf: tabOfPath }),
    [event.id, pathname],
  );

  // A tab opened by a link in a panel, or by Back: the link that had focus left with its panel, so focus goes to
  // the new tab's content, and the page comes back up to the tabs when it was scrolled past them.
  const navigation = useNavigationType();
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    if (navigation === "REPLACE") return;
    // The new content is on the page, and can take focus, once the tabs have drawn it: the next frame.
    const frame = requestAnimationFrame(() => {
      const tabs = root.current;
      if (!tabs) return;
      // Under the fixed header counts as scrolled past: the scroll margin is the header's height.
      if (tabs.getBoundingClientRect().top < parseFloat(getComputedStyle(tabs).scrollMarginTop)) {
        tabs.scrollIntoView({ block: "start" });
      }
      tabs
        .querySelector<HTMLElement>(':scope > [role="tabpanel"][data-state="active"]')
        ?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [tab, navigation]);

  return (
    <EventPageLinksProvider value={links}>
      <Tabs ref={root} value={tab} onValueChange={openTab} className="scroll-mt-20">
        <SectionMenu value={tab} onChange={openTab} access={access} />
        {/* One tab list (one stop for Tab, arrows through every section); each group is kept whole on a line. */}
        <TabsList
          aria-label="Event sections"
          className="hidden h-auto w-full flex-wrap items-center justify-start gap-2 bg-transparent p-0 md:flex"
        >
          <div className="flex items-center rounded-lg bg-muted p-1">
            <TabsTrigger value={OVERVIEW_TAB}>Overview</TabsTrigger>
          </div>
          {TAB_GROUPS.map((group) => (
            <div key={group.key} className="flex items-center gap-0.5 rounded-lg bg-muted p-1">
              <span
                aria-hidden="true"
                className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </span>
              {tabsOf(group.key).map((tab) => {
                const plan = tabPlan(tab);
                const unlocked = planUnknown || opens(access, plan);
                const preload = unlocked ? panels[tab.value].preload : undefined;
                return (
                  <TabsTrigger
                    key={tab.value}
                    value={tab.value}
                    className="relative px-2.5"
                    onPointerEnter={preload}
                    onFocus={preload}
                  >
                    {unlocked ? null : <Lock aria-hidden="true" />}
                    {tab.label}
                    {unlocked ? null : <span className="sr-only"> (needs {PLAN_LABELS[plan]})</span>}
                  </TabsTrigger>
                );
              })}
            </div>
          ))}
        </TabsList>
        <TabsContent value={OVERVIEW_TAB}>{overview}</TabsContent>
        {FEATURE_TABS.map((tab) => {
          const Panel = panels[tab.value];
          const plan = tabPlan(tab);
          return (
            <TabsContent key={tab.value} value={tab.value}>
              {planUnknown && plan !== "free" ? (
                <PanelLoading label={tab.label} />
              ) : opens(access, plan) ? (
                <Suspense fallback={<PanelLoading label={tab.label} />}>
                  <Panel event={event} />
                </Suspense>
              ) : (
                <LockedTab label={tab.label} plan={plan} about={tab.about} />
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </EventPageLinksProvider>
  );
}
