/**
 * One event's tickets, whole: the ticket types, the shop, the orders, the tickets of each attendee, check-in
 * at the door and the statistics, one tab each (the open tab is kept in the address, so a reload or a shared
 * link opens it again). The event page shows it for the whole event; the activity page for one activity,
 * whose types it lists and creates, while orders, tickets and numbers stay the event's.
 */
import { BarChart3, DoorOpen, IdCard, Receipt, Store, Ticket, type LucideIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { AttendeesSection } from "./attendees-section.tsx";
import { CheckinSection } from "./checkin-section.tsx";
import { LiveIndicator } from "./live-indicator.tsx";
import { OrdersSection } from "./orders-section.tsx";
import { SECTION_PARAM, type ManagerScope } from "./scope.ts";
import { ShopSection } from "./shop-section.tsx";
import { StatsSection } from "./stats-section.tsx";
import { TicketTypesSection } from "./ticket-types-section.tsx";
import { useLiveTicketStats } from "./use-live-stats.ts";

const SECTIONS = [
  { value: "types", label: "Ticket types", icon: Ticket },
  { value: "shop", label: "Shop", icon: Store },
  { value: "orders", label: "Orders", icon: Receipt },
  { value: "tickets", label: "Tickets", icon: IdCard },
  { value: "checkin", label: "Check-in", icon: DoorOpen },
  { value: "stats", label: "Statistics", icon: BarChart3 },
] as const satisfies ReadonlyArray<{ value: string; label: string; icon: LucideIcon }>;

type Section = (typeof SECTIONS)[number]["value"];
const DEFAULT_SECTION: Section = "types";

function useSection(): [Section, (section: string) => void] {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(SECTION_PARAM);
  const section = SECTIONS.find((entry) => entry.value === wanted)?.value ?? DEFAULT_SECTION;
  function open(next: string) {
    // A section's search and filters mean nothing in another one: they are left behind.
    const params = new URLSearchParams();
    if (next !== DEFAULT_SECTION) params.set(SECTION_PARAM, next);
    setSearch(params, { replace: true });
  }
  return [section, open];
}

export function TicketManager({ scope }: { scope: ManagerScope }) {
  const { event } = scope;
  const [section, openSection] = useSection();
  // One stream for the whole manager: the numbers stay live on every tab, and a sale or a scan elsewhere
  // refreshes the lists too.
  const live = useLiveTicketStats(event.id);
  const stats = live.stats.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {stats ? (
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums">{stats.sold.toLocaleString()}</span> of{" "}
            {stats.capacity.toLocaleString()} sold ·{" "}
            <span className="font-medium text-foreground tabular-nums">{stats.checkedIn.toLocaleString()}</span> checked
            in · <span className="font-medium text-foreground tabular-nums">{stats.expected.toLocaleString()}</span>{" "}
            expected
          </p>
        ) : null}
        <LiveIndicator mode={live.mode} className="ml-auto" />
      </div>
      <Tabs value={section} onValueChange={openSection}>
        {/* Six tabs do not fit a phone side by side: the row scrolls instead of squeezing the labels. */}
        <TabsList aria-label="Ticket sections" className="flex justify-start overflow-x-auto">
          {SECTIONS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="shrink-0">
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="types">
          <TicketTypesSection scope={scope} />
        </TabsContent>
        <TabsContent value="shop">
          <ShopSection event={event} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersSection event={event} />
        </TabsContent>
        <TabsContent value="tickets">
          <AttendeesSection event={event} />
        </TabsContent>
        <TabsContent value="checkin">
          <CheckinSection event={event} />
        </TabsContent>
        <TabsContent value="stats">
          <StatsSection event={event} live={live} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
