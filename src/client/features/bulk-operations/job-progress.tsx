/**
 * The progress of an operation that runs as a background job: waiting, running (one transaction, so the bar
 * moves from nothing to everything), done or failed with nothing changed.
 */
import { useId } from "react";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { countText } from "#shared/words.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";
import { useBulkJob } from "./api.ts";

export function JobProgress({ jobId, what, onClose }: { jobId: string; what: string; onClose: () => void }) {
  const labelId = useId();
  const job = useBulkJob(jobId);
  const data = job.data;
  const state = data?.state ?? "waiting";
  const finished = state === "done" || state === "failed";
  const words = {
    waiting: `Waiting to start on ${what}…`,
    running: `Working on ${what}…`,
    done: `Done: ${what}.`,
    failed: data?.message ?? "The operation failed; nothing was changed.",
  }[state];
  return (
    <Card className="space-y-3 p-4" role="status" aria-live="polite">
      <div className="flex items-center gap-2 text-sm font-medium" id={labelId}>
        {state === "done" ? (
          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
        ) : state === "failed" ? (
          <XCircle aria-hidden="true" className="size-4 text-destructive" />
        ) : (
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary motion-reduce:animate-none" />
        )}
        <span>{words}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={data?.percent ?? 0}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-500",
            state === "failed" ? "bg-destructive" : "bg-primary",
            state === "running" && "w-1/3 animate-pulse",
          )}
          style={state === "running" ? undefined : { width: `${data?.percent ?? 0}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <span className="tabular-nums">
          {data ? `${data.done.toLocaleString()} of ${countText(data.total, "record")} · ${data.percent}%` : "0%"}
        </span>
        {finished ? (
          <Button variant="outline" size="sm" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
