import { Link } from "react-router";
import { CalendarX2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

/** /events/{id} with an id that cannot be an event's (the router loads this only then). */
export default function InvalidEventId() {
  return (
    <section
      aria-labelledby="invalid-event-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CalendarX2 aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id="invalid-event-title" className="text-2xl font-semibold tracking-tight">
          Invalid Event ID
        </h1>
        <p className="text-muted-foreground">
          The event ID appears to be malformed. Please check the URL and try again.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/manage-events">Go to my events</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Back to dashboard</Link>
        </Button>
      </div>
    </section>
  );
}
