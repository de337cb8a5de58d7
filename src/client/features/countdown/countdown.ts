/**
 * The countdown's arithmetic: the time left split into days, hours, minutes and seconds; which events are
 * under way and which come next; and the coarse words a screen reader hears (not a change every second).
 */
import { countText } from "#shared/words.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left; a time already passed counts as zero. */
export function countdownParts(msLeft: number): CountdownParts {
  // Rounded up to the second, so the display reads 0:00:01 until the very last moment, not 0:00:00 early.
  const total = Math.max(0, Math.ceil(msLeft / SECOND)) * SECOND;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

export function twoDigits(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * What a live region announces: it changes once a day while days remain, then once an hour, then at ten
 * minutes and at one, so a screen reader user is told how near the event is without a word every second.
 */
export function coarseTimeLeft(msLeft: number): string {
  if (msLeft <= 0) return "Happening now";
  if (msLeft >= DAY) return `${countText(Math.floor(msLeft / DAY), "day")} to go`;
  if (msLeft >= HOUR) return `${countText(Math.floor(msLeft / HOUR), "hour")} to go`;
  if (msLeft > 10 * MINUTE) return "Less than an hour to go";
  if (msLeft > MINUTE) return "Less than 10 minutes to go";
  return "Less than a minute to go";
}

/** "in 12 days", "in 3 hours", "in 5 minutes", "in less than a minute". */
export function relativeStart(msLeft: number): string {
  if (msLeft >= DAY) return `in ${countText(Math.round(msLeft / DAY), "day")}`;
  if (msLeft >= HOUR) return `in ${countText(Math.round(msLeft / HOUR), "hour")}`;
  if (msLeft >= MINUTE) return `in ${countText(Math.round(msLeft / MINUTE), "minute")}`;
  return "in less than a minute";
}

interface TimedEvent {
  startAt: string;
  endAt: string;
  status: string;
}

type EventPhase = "upcoming" | "running" | "over";

export function eventPhase(event: TimedEvent, now: number): EventPhase {
  const start = Date.parse(event.startAt);
  const end = Date.parse(event.endAt);
  if (now < start) return "upcoming";
  // An event without a sensible end is over once it has started.
  return Number.isFinite(end) && now < end ? "running" : "over";
}

/** Events under way now and those still to come, each soonest first; cancelled events count down to nothing. */
export function splitEvents<T extends TimedEvent>(events: readonly T[], now: number): { running: T[]; upcoming: T[] } {
  const live = events
    .filter((event) => event.status !== "cancelled" && Number.isFinite(Date.parse(event.startAt)))
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return {
    running: live.filter((event) => eventPhase(event, now) === "running"),
    upcoming: live.filter((event) => eventPhase(event, now) === "upcoming"),
  };
}
