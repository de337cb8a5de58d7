/** The progress bar of a running upload, with a way to cancel it. */
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";

export function UploadProgress({ progress, noun, onCancel }: { progress: number; noun: string; onCancel: () => void }) {
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {progress < 100 ? `Uploading ${noun}…` : `Processing ${noun}…`}
        </span>
        <span className="tabular-nums text-muted-foreground">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
          style={{ width: `${progress}%` }}
        />
      </div>
      <Button variant="link" size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
