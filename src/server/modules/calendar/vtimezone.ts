/**
 * VTIMEZONE components (RFC 5545 3.6.5) from the runtime's own zone data (Intl, through @date-fns/tz), so a
 * TZID in a calendar file comes with the rules that turn its wall-clock times into instants. Apps that know
 * the IANA name use their own rules; the ones that do not (Outlook among them) need these.
 *
 * Each offset change inside the years the calendar covers is written out as its own observance, with no
 * RRULE: exact for those years whatever the zone's history, and a few dozen lines per zone.
 */
import { tzOffset, tzScan } from "@date-fns/tz";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.trunc(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/** The wall-clock time an instant reads as at the given offset, in the basic form "20270328T020000". */
function localStamp(instantMs: number, offsetMinutes: number): string {
  return new Date(instantMs + offsetMinutes * MINUTE_MS).toISOString().replace(/[-:]/g, "").slice(0, 15);
}

/**
 * tzScan steps by the hour from whole UTC hours, so a change at half past (Newfoundland, Lord Howe) shows up
 * to an hour late: find the exact minute between the hour before and the hour it was seen.
 */
function exactChange(timeZone: string, seenMs: number, before: number): number {
  let low = seenMs - HOUR_MS;
  let high = seenMs;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (tzOffset(timeZone, new Date(middle)) === before) low = middle;
    else high = middle;
  }
  return high;
}

interface ZoneTransition {
  atMs: number;
  from: number;
  to: number;
}

/** The zone's offset changes in [fromMs, toMs), to the minute. */
export function zoneTransitions(timeZone: string, fromMs: number, toMs: number): ZoneTransition[] {
  const changes = tzScan(timeZone, { start: new Date(fromMs), end: new Date(toMs) });
  return changes.map((change) => {
    const from = change.offset - change.change;
    return { atMs: exactChange(timeZone, change.date.getTime(), from), from, to: change.offset };
  });
}

function observance(kind: "STANDARD" | "DAYLIGHT", startStamp: string, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${startStamp}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE of `timeZone` for the calendar years from `fromMs` to `toMs` (the first observance starts
 * before the first year, so every time in the file falls inside one). Null for a name the runtime
 * does not know: the file then carries the TZID alone, which apps that know it still read.
 */
export function vtimezone(timeZone: string, fromMs: number, toMs: number): string | null {
  const firstYear = new Date(fromMs).getUTCFullYear();
  const lastYear = new Date(toMs).getUTCFullYear();
  // A month either side, so the zone's own new year (a UTC day off) is covered. The scan steps month by month
  // from its start: starting on the 1st keeps it from skipping days at the end of a long month.
  const start = Date.UTC(firstYear - 1, 11, 1);
  const end = Date.UTC(lastYear + 1, 1, 1);
  const initial = tzOffset(timeZone, new Date(start));
  if (Number.isNaN(initial)) return null;
  const transitions = zoneTransitions(timeZone, start, end);
  // The lower offset of a change is the zone's standard time then; moving up to it is daylight saving time.
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`];
  const first = transitions[0];
  lines.push(
    ...observance(
      first && first.to < first.from ? "DAYLIGHT" : "STANDARD",
      localStamp(start, initial),
      initial,
      initial,
    ),
  );
  for (const change of transitions) {
    lines.push(
      ...observance(
        change.to > change.from ? "DAYLIGHT" : "STANDARD",
        localStamp(change.atMs, change.from),
        change.from,
        change.to,
      ),
    );
  }
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}
