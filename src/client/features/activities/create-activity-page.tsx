import { useMemo } from "react";
import { useEventDetails } from "#client/lib/event-details.ts";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormSkeleton } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useEventOptions } from "#client/lib/event-options.ts";
import { successToast } from "#client/lib/toast.ts";
import { useCreateActivity } from "./api.ts";
import { ActivityForm, newActivityValues } from "./activity-form.tsx";
import { NoEventsToPlanIn, PageLoadFailed } from "./activity-page-states.tsx";
import { preferredEvent } from "./format.ts";

const CURRENCY_STORAGE_KEY = "gatherly.activity-currency";

/** Organisers tend to use one currency: the last one chosen is the next default. */
function rememberedCurrency(): string {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY) ?? "USD";
  } catch {
    return "USD";
  }
}

function rememberCurrency(currency: string) {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Private browsing: the default is only a convenience.
  }
}

/** /create-activity?eventId=...: a new activity, starting when its event starts. */
export default function CreateActivityPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wanted = search.get("eventId") ?? "";
  const options = useEventOptions();
  // An event from the link that is older than the picker's list is still offered.
  const linked = useEventDetails(options.data && !options.data.some((event) => event.id === wanted) ? wanted : "");
  const create = useCreateActivity();

  const events = useMemo(() => {
    const list = options.data ?? [];
    const extra = linked.data;
    return extra && !list.some((event) => event.id === extra.id) ? [extra, ...list] : list;
  }, [options.data, linked.data]);
  const waitingForLinked = linked.fetchStatus === "fetching" && !linked.data;
  const start = preferredEvent(events, wanted);
  const backTo = start && wanted ? `/event-details/${start.id}?tab=activities` : "/manage-activities";

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Plan an activity</h1>
        <p className="text-muted-foreground">A session inside one of your events: a dinner, a tour, a game.</p>
      </header>
      {options.isError ? (
        <PageLoadFailed
          title="We couldn't load your events."
          error={options.error}
          retrying={options.isFetching}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending || waitingForLinked ? (
        <FormSkeleton label="Loading the form" />
      ) : events.length === 0 ? (
        <NoEventsToPlanIn />
      ) : (
        <ActivityForm
          // A fresh form when the linked event arrives, so its defaults are that event's.
          key={start?.id ?? "none"}
          defaultValues={newActivityValues(start, rememberedCurrency())}
          events={events}
          submitLabel="Create activity"
          cancel={
            <Button asChild variant="outline">
              <Link to={backTo}>Cancel</Link>
            </Button>
          }
          onSubmit={async (input) => {
            const activity = await create.mutateAsync(input);
            if (activity.costCents !== null) rememberCurrency(activity.currency);
            successToast("Activity created", `"${activity.name}" is on the programme of ${activity.event.name}.`);
            await navigate(`/activity-details/${activity.id}`);
          }}
        />
      )}
    </div>
  );
}
