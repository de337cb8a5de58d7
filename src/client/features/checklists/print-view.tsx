/**
 * What goes on paper: each checklist on its own sheet under the event's name, dates and place, with empty
 * or ticked boxes and due dates in words.
 */
import type { TChecklist, TChecklistItem } from "#shared/checklists/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { formatEventWhen } from "#shared/date-format.ts";
import { PrintPortal } from "#client/components/print-portal.tsx";
import { dueState, formatDay, localToday, progressOf } from "./due-dates.ts";
import "./print.css";

export function eventPlace(event: Pick<TEvent, "venue" | "locationName">): string | null {
  const parts = [event.venue?.name, event.locationName].filter((p): p is string => !!p && p.trim() !== "");
  return parts.length > 0 ? parts.join(", ") : null;
}

const BLANK_LINES = 3;

function PrintedDue({ item, today }: { item: TChecklistItem; today: string }) {
  if (item.done)
    return (
      <span className="checklist-print__due">
        {item.doneAt ? `Done ${formatDay(localToday(new Date(item.doneAt)), true)}` : "Done"}
      </span>
    );
  if (!item.dueDate) return null;
  if (dueState(item, today) === "overdue") {
    return (
      <span className="checklist-print__due checklist-print__overdue">Overdue: was due {formatDay(item.dueDate)}</span>
    );
  }
  return <span className="checklist-print__due">Due {formatDay(item.dueDate)}</span>;
}

function Sheet({ event, checklist, today }: { event: TEvent; checklist: TChecklist; today: string }) {
  const place = eventPlace(event);
  return (
    <section className="checklist-print__sheet">
      <header className="checklist-print__event">
        <h1 className="checklist-print__event-name">{event.name}</h1>
        <p>{formatEventWhen(event.startAt, event.endAt, event.timeZone)}</p>
        {place ? <p>{place}</p> : null}
      </header>
      <div className="checklist-print__head">
        <h2 className="checklist-print__title">{checklist.title}</h2>
        <span className="checklist-print__count">
          {progressOf(checklist.items, today).words} · printed {formatDay(today)}
        </span>
      </div>
      {checklist.items.length === 0 ? (
        <p className="checklist-print__empty">No items yet: the lines below are for writing them in.</p>
      ) : null}
      <ul className="checklist-print__items">
        {checklist.items.map((item) => (
          <li key={item.id} className="checklist-print__item">
            <span className="checklist-print__box" role="img" aria-label={item.done ? "Done" : "Not done"}>
              {item.done ? (
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  strokeWidth="3.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d="M20 6 9 17l-5-5" />
                </svg>
              ) : null}
            </span>
            <span className="checklist-print__text">{item.text}</span>
            <PrintedDue item={item} today={today} />
          </li>
        ))}
        {/* Room for what comes up on the day, written in by hand. */}
        {Array.from({ length: checklist.items.length === 0 ? 12 : BLANK_LINES }, (_, index) => (
          <li key={`blank-${index}`} className="checklist-print__item checklist-print__item--blank" aria-hidden="true">
            <span className="checklist-print__box" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ChecklistPrint({
  event,
  checklists,
  today,
}: {
  event: TEvent;
  checklists: TChecklist[];
  today: string;
}) {
  return (
    <PrintPortal className="checklist-print">
      {checklists.map((checklist) => (
        <Sheet key={checklist.id} event={event} checklist={checklist} today={today} />
      ))}
    </PrintPortal>
  );
}
