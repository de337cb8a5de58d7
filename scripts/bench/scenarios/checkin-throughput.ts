/**
 * The doors open (issue 8): 50 scanners at once check in an event's 5,000 tickets through the door link,
 * each scanner going through its own share of the codes one scan after another, as a phone at an entrance
 * does. One code in twenty is scanned a second time a little later, as when a guest comes back to the
 * queue: every first scan must admit and every second must answer "already", or the run fails.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { tickets as ticketRows } from "../../../src/server/db/schema.ts";
import type { TCheckinList, TDoorView, TScanAnswer, TTicketType } from "../../../src/shared/tickets/schemas.ts";
import { ORDER_TICKETS_MAX } from "../../../src/shared/tickets/schemas.ts";
import { eventInput } from "../../../tests/fixtures/factories.ts";
import { defineScenario, type Metric } from "../scenario.ts";
import { expectJson, percentile, roundMs, startServer } from "../harness.ts";
import { runLanes, statusBreakdown, type LoadAnswer, type LoadRequest, type Owner } from "./ticket-rush.ts";

const TICKETS = 5_000;
const SCANNERS = 50;
/** Every RESCAN_EVERY-th code of a scanner is scanned again RESCAN_AFTER scans later (5% of the codes). */
const RESCAN_EVERY = 20;
const RESCAN_AFTER = 10;
// Issue 22 raised it from 1,000.
const MIN_SCANS_PER_SECOND = 2_000;
/** Tickets scanned first, on the same list, so the measured scans do not time the JIT compiler and the pool's first connections. */
const WARM_UP_TICKETS = 500;

interface PlannedScan {
  code: string;
  first: boolean;
}

/** Tickets issued by the organiser in orders of 50 without mail (mails would render PDFs while the doors are timed). */
async function issueTickets(owner: Owner, eventId: string, typeId: string, count: number): Promise<void> {
  for (let issued = 0; issued < count; issued += ORDER_TICKETS_MAX) {
    const quantity = Math.min(ORDER_TICKETS_MAX, count - issued);
    expectJson(
      await owner.client.request("POST", `/api/events/${eventId}/orders`, {
        buyerName: `Group ${issued / ORDER_TICKETS_MAX}`,
        buyerEmail: `group${issued / ORDER_TICKETS_MAX}@example.com`,
        items: [{ typeId, quantity }],
        sendEmail: false,
      }),
      201,
      "issuing tickets",
    );
  }
}

/** The codes dealt over the scanners in turn; each scanner scans some of its codes again a few scans later. */
function scanPlans(codes: readonly string[]): PlannedScan[][] {
  return Array.from({ length: SCANNERS }, (_, scanner) => {
    const plan: PlannedScan[] = [];
    const again: Array<{ code: string; due: number }> = [];
    codes
      .filter((_, i) => i % SCANNERS === scanner)
      .forEach((code, j) => {
        plan.push({ code, first: true });
        if (j % RESCAN_EVERY === 0) again.push({ code, due: j + RESCAN_AFTER });
        while (again[0] && again[0].due <= j) plan.push({ code: again.shift()!.code, first: false });
      });
    for (const { code } of again) plan.push({ code, first: false });
    return plan;
  });
}

function scanRequests(doorToken: string, plans: PlannedScan[][]): LoadRequest[][] {
  return plans.map((plan, scanner) =>
    plan.map(({ code }) => ({
      method: "POST" as const,
      path: `/api/door/${doorToken}/scans`,
      body: { code, nonce: randomUUID(), staff: `Steward ${scanner + 1}`, device: `scanner-${scanner + 1}` },
    })),
  );
}

/** Throws unless every first scan admitted and every second answered "already". */
function checkScans(plans: PlannedScan[][], lanes: LoadAnswer[][]): void {
  const wrong: string[] = [];
  let admitted = 0;
  let already = 0;
  plans.forEach((plan, scanner) =>
    plan.forEach((scan, i) => {
      const answer = lanes[scanner]![i]!;
      const result = answer.status === 200 ? (JSON.parse(answer.body) as TScanAnswer).result : `HTTP ${answer.status}`;
      if (result === (scan.first ? "admitted" : "already")) {
        if (scan.first) admitted++;
        else already++;
      } else if (wrong.length < 5)
        wrong.push(`${scan.first ? "first" : "second"} scan of ${scan.code}: ${result} ${answer.body.slice(0, 200)}`);
    }),
  );
  const firsts = plans.flat().filter((s) => s.first).length;
  if (admitted !== firsts || already !== plans.flat().length - firsts) {
    throw new Error(
      `${admitted} of ${firsts} first scans admitted, ${already} of ${plans.flat().length - firsts} second scans answered "already"; ` +
        `answers ${statusBreakdown(lanes.flat())}; e.g. ${wrong.join("; ")}`,
    );
  }
}

export default defineScenario({
  title: `Check-in at the doors: ${TICKETS.toLocaleString("en")} tickets, ${SCANNERS} scanners at once, 5% scanned twice`,
  async run({ databaseUrl, quick, log }) {
    const count = quick ? TICKETS / 5 : TICKETS;
    const server = await startServer(databaseUrl);
    try {
      const owner = await server.signUp({ planType: "pro" });
      const { id: eventId } = expectJson<{ id: string }>(
        await owner.client.request(
          "POST",
          "/api/events",
          eventInput({ name: "Harbour festival", status: "published" }),
        ),
        201,
        "creating the event",
      );
      const type = expectJson<TTicketType>(
        await owner.client.request("POST", `/api/events/${eventId}/ticket-types`, {
          name: "Day pass",
          priceMinor: 0,
          quantity: WARM_UP_TICKETS + count,
        }),
        201,
        "creating the ticket type",
      );
      log(`issuing ${WARM_UP_TICKETS + count} tickets in orders of ${ORDER_TICKETS_MAX}`);
      await issueTickets(owner, eventId, type.id, WARM_UP_TICKETS + count);
      const codes = (
        await server.database.db
          .select({ code: ticketRows.code })
          .from(ticketRows)
          .where(eq(ticketRows.eventId, eventId))
          .orderBy(asc(ticketRows.id))
      ).map((row) => row.code);
      if (codes.length !== WARM_UP_TICKETS + count)
        throw new Error(`${codes.length} tickets were issued, not ${WARM_UP_TICKETS + count}`);
      const list = expectJson<TCheckinList>(
        await owner.client.request("POST", `/api/events/${eventId}/checkin-lists`, { name: "Main gate" }),
        201,
        "creating the check-in list",
      );
      const doorToken = list.doorPath!.split("/").pop()!;

      log(`warm-up: ${WARM_UP_TICKETS} tickets`);
      const warmPlans = scanPlans(codes.slice(0, WARM_UP_TICKETS));
      checkScans(warmPlans, (await runLanes(server.url, scanRequests(doorToken, warmPlans))).lanes);

      const plans = scanPlans(codes.slice(WARM_UP_TICKETS));
      const scans = plans.flat().length;
      log(`doors: ${scans} scans (${count} tickets, ${scans - count} scanned twice) from ${SCANNERS} scanners`);
      const run = await runLanes(server.url, scanRequests(doorToken, plans));
      checkScans(plans, run.lanes);
      const door = expectJson<TDoorView>(
        await owner.client.request("GET", `/api/door/${doorToken}`),
        200,
        "the door view",
      );
      if (door.checkedIn !== WARM_UP_TICKETS + count || door.expected !== 0) {
        throw new Error(
          `the door says ${door.checkedIn} checked in and ${door.expected} expected, not ${WARM_UP_TICKETS + count} and 0`,
        );
      }
      log(`the door says ${door.checkedIn} checked in, ${door.expected} expected`);

      const all = run.lanes.flat().map((a) => a.ms);
      const again = run.lanes
        .flatMap((lane, scanner) => lane.filter((_, i) => !plans[scanner]![i]!.first))
        .map((a) => a.ms);
      const metrics: Metric[] = [
        {
          name: "scans/s",
          value: Math.round(scans / (run.wallMs / 1000)),
          unit: "scans/s",
          budget: { min: MIN_SCANS_PER_SECOND },
          note: `${scans} scans in ${(run.wallMs / 1000).toFixed(1)} s`,
        },
        { name: "scan p50", value: roundMs(percentile(all, 0.5)), unit: "ms" },
        { name: "scan p99", value: roundMs(percentile(all, 0.99)), unit: "ms" },
        {
          name: "second scan p99 (answered already)",
          value: roundMs(percentile(again, 0.99)),
          unit: "ms",
          note: `${again.length} scans`,
        },
      ];
      return {
        metrics,
        raw: {
          tickets: count,
          scanners: SCANNERS,
          scans,
          wallMs: run.wallMs,
          latencyMs: {
            p50: roundMs(percentile(all, 0.5)),
            p90: roundMs(percentile(all, 0.9)),
            p99: roundMs(percentile(all, 0.99)),
            max: roundMs(Math.max(...all)),
          },
        },
      };
    } finally {
      await server.close();
    }
  },
});
