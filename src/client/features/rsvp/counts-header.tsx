/**
 * The live counts at the top of an event's RSVPs: who is invited, who is coming (people, not replies),
 * the places left, and the meals and dietary needs the caterer will ask about. Read again every few
 * seconds while the page is in view, so answers arriving from guests show up without a reload.
 */
import { useId, useState } from "react";
import { Utensils } from "lucide-react";
import type { TRsvpCounts } from "#shared/rsvp/schemas.ts";
import { countText } from "#shared/words.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StatFigure, StatFiguresSkeleton } from "#client/components/stat-figure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { useLiveRsvpCounts } from "./api.ts";
import { placesText } from "./format.ts";

const FIGURES_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7";

function MealsDialog({
  counts,
  open,
  onOpenChange,
}: {
  counts: TRsvpCounts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Meals and dietary needs</DialogTitle>
          <DialogDescription>From the answers of everyone coming (yes and maybe), for the caterer.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="rsvp-meals" className="space-y-2">
          <h3 id="rsvp-meals" className="text-sm font-semibold">
            Meals
          </h3>
          {counts.meals.length === 0 ? (
            <p className="text-sm text-muted-foreground">No meals chosen yet.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Meals chosen</caption>
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    Meal
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    People
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {counts.meals.map((meal) => (
                  <tr key={meal.meal}>
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {meal.meal}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{meal.count.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="rsvp-dietary" className="space-y-2">
          <h3 id="rsvp-dietary" className="text-sm font-semibold">
            Dietary needs
          </h3>
          {counts.dietary.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody has mentioned dietary needs yet.</p>
          ) : (
            <ul className="divide-y text-sm">
              {counts.dietary.map((entry, index) => (
                <li key={index} className="py-1.5">
                  <p className="font-medium">
                    {entry.personName || entry.guestName}
                    {entry.personName && entry.personName !== entry.guestName ? (
                      <span className="font-normal text-muted-foreground"> (with {entry.guestName})</span>
                    ) : null}
                  </p>
                  <p className="break-words">{entry.dietary}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}

export function CountsHeader({ eventId }: { eventId: string }) {
  const counts = useLiveRsvpCounts(eventId);
  const [mealsOpen, setMealsOpen] = useState(false);
  const titleId = useId();

  if (counts.isPending) return <StatFiguresSkeleton label="Loading RSVP counts" count={7} className={FIGURES_GRID} />;
  if (counts.isError && !counts.data) {
    return (
      <LoadFailedAlert
        title="We couldn't load the RSVP counts."
        error={counts.error}
        retrying={counts.isFetching}
        onRetry={() => void counts.refetch()}
      />
    );
  }
  const c = counts.data;
  const full = c.placesLeft !== null && c.placesLeft <= 0;
  const mealTotal = c.meals.reduce((sum, meal) => sum + meal.count, 0);

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="sr-only">
        RSVP counts
      </h2>
      <dl className={FIGURES_GRID}>
        <StatFigure
          label="Invited"
          value={c.invited.toLocaleString()}
          detail={`of ${countText(c.guests, "guest")} · ${c.opened.toLocaleString()} opened`}
        />
        <StatFigure
          label="Attending"
          value={c.people.yes.toLocaleString()}
          detail={`people, from ${countText(c.replies.yes, "reply", "replies")}`}
          tone="success"
        />
        <StatFigure label="Not attending" value={c.replies.no.toLocaleString()} detail="replies" />
        <StatFigure
          label="Maybe"
          value={c.replies.maybe.toLocaleString()}
          detail={`${countText(c.people.maybe, "person", "people")}`}
        />
        <StatFigure label="No answer" value={c.replies.pending.toLocaleString()} detail="guests" />
        <StatFigure
          label="Waitlisted"
          value={c.people.waitlisted.toLocaleString()}
          detail="people"
          tone={c.people.waitlisted > 0 ? "warning" : undefined}
        />
        <StatFigure
          label="Places left"
          value={c.placesLeft === null ? "—" : Math.max(0, c.placesLeft).toLocaleString()}
          detail={placesText(c)}
          tone={full ? "destructive" : undefined}
        />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">Counts update every 10 seconds while this page is open.</p>
        <Button variant="outline" size="sm" onClick={() => setMealsOpen(true)}>
          <Utensils aria-hidden="true" />
          Meals and dietary needs
          <span className="text-muted-foreground">
            ({countText(mealTotal, "meal")}, {countText(c.dietary.length, "note")})
          </span>
        </Button>
      </div>
      {counts.isError ? (
        <p role="status" className="text-xs text-destructive">
          The counts could not be refreshed just now; they update again shortly.
        </p>
      ) : null}
      <MealsDialog counts={c} open={mealsOpen} onOpenChange={setMealsOpen} />
    </section>
  );
}
