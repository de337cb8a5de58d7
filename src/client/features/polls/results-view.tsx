/** A poll's results for the organiser and the members, kept live (use-live-results.ts). */
import { Radio } from "lucide-react";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ResultsFigures } from "./results-figures.tsx";
import { useLiveResults } from "./use-live-results.ts";

export function ResultsView({ pollId, timeZone }: { pollId: string; timeZone: string }) {
  const { results, live } = useLiveResults(pollId, true);
  if (results.isPending) {
    return (
      <div role="status" aria-label="Loading results" className="space-y-3">
        <Skeleton className="h-20 w-full max-w-xs rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (results.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the results."
        error={results.error}
        retrying={results.isRefetching}
        onRetry={() => void results.refetch()}
      />
    );
  }
  return (
    <ResultsFigures
      results={results.data}
      timeZone={timeZone}
      status={
        live ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-success-foreground">
            <Radio aria-hidden="true" className="size-4" />
            Live
          </p>
        ) : null
      }
    />
  );
}
