/** Message times in the reader's own zone: the time today, the weekday this week, the date before that. */
const DAY_MS = 24 * 60 * 60 * 1000;

export function shortTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString())
    return at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  if (now.getTime() - at.getTime() < 6 * DAY_MS) return at.toLocaleDateString(undefined, { weekday: "short" });
  return at.toLocaleDateString(undefined, {
    day: "numeric",
    month: "short",
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** The full time of one message, under its bubble and in its tooltip. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(undefined, { day: "numeric", month: "short", ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }) })}, ${time}`;
}
