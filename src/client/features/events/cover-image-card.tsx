/**
 * The event's cover: shown as guests will see it (16:9), uploaded with a progress bar, replaced or
 * removed. Lives beside the event form because a file goes up on its own request, not with the form.
 */
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Trash2, Upload } from "lucide-react";
import { eventsContract } from "#shared/events/contract.ts";
import { COVER_MAX_BYTES, type TEvent } from "#shared/events/schemas.ts";
import { IMAGE_UPLOAD_TYPES_TEXT } from "#shared/uploads.ts";
import { UploadProgress } from "#client/components/upload-progress.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { contractKey, hrefOf } from "#client/lib/api.ts";
import { eventDetailsKey } from "#client/lib/event-details.ts";
import { successToast } from "#client/lib/toast.ts";
import { checkImageFile, formatBytes, IMAGE_ACCEPT, uploadFile } from "#client/lib/upload.ts";
import { useUpload } from "#client/lib/use-upload.ts";
import { useRemoveCover } from "./api.ts";

const COVER_FAILED = "The cover could not be uploaded. Please try again.";

export function CoverImageCard({ event }: { event: TEvent }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useRemoveCover(event.id);
  const upload = useUpload(
    (file: File, onProgress: (percent: number) => void, signal: AbortSignal) =>
      uploadFile<TEvent>({
        url: hrefOf(eventsContract.setCover, { params: { eventId: event.id } }),
        method: "PUT",
        // The browser's copy of a contract is its route table (method and path), without `upload`.
        field: "cover",
        file,
        onProgress,
        signal,
        tooLargeMessage: `The cover must be at most ${formatBytes(COVER_MAX_BYTES)}.`,
        failedMessage: COVER_FAILED,
      }),
    {
      field: "cover",
      failedMessage: COVER_FAILED,
      onDone: (saved) => {
        queryClient.setQueryData(eventDetailsKey(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: contractKey(eventsContract) });
        successToast("Cover saved", "Guests see it on the event's shared pages.");
      },
    },
  );
  const uploading = upload.progress !== null;

  function onFileChosen(change: ChangeEvent<HTMLInputElement>) {
    const file = change.target.files?.[0];
    // Clearing lets the same file be chosen again after a failure.
    change.target.value = "";
    if (file) void upload.start(file, (chosen) => checkImageFile(chosen, COVER_MAX_BYTES, "cover"));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cover image</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="aspect-video w-full overflow-hidden rounded-lg border bg-muted">
          {event.coverUrl ? (
            <img
              src={event.coverUrl}
              alt={`Cover of ${event.name}`}
              width={1600}
              height={900}
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
              <ImagePlus aria-hidden="true" className="size-8" />
              No cover yet. A photo of the place or of last time sets the mood.
            </div>
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFileChosen}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={uploading || remove.isPending}
            aria-describedby={upload.error ? `${hintId} ${errorId}` : hintId}
          >
            <Upload aria-hidden="true" />
            {event.coverUrl ? "Replace cover" : "Upload cover"}
          </Button>
          {event.coverUrl ? (
            <Button variant="destructive-outline" onClick={() => setConfirmOpen(true)} disabled={uploading}>
              <Trash2 aria-hidden="true" />
              Remove cover
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {IMAGE_UPLOAD_TYPES_TEXT}, up to {formatBytes(COVER_MAX_BYTES)}. It is cropped to 16:9 around what matters
          most.
        </p>
        {uploading ? <UploadProgress progress={upload.progress ?? 0} noun="cover" onCancel={upload.cancel} /> : null}
        <div role="alert">
          <FieldError id={errorId} message={upload.error ?? undefined} />
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Remove the cover?"
        description="The image is deleted, and the event's pages show no cover until you upload another."
        confirmLabel="Remove cover"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmOpen(false);
              successToast("Cover removed", `"${event.name}" has no cover now.`);
            },
          })
        }
      />
    </Card>
  );
}
