/**
 * The profile's photo from back then (a reunion's old class photo, say): uploaded on its own, stored and
 * checked like the account photo, shown to whoever the visibility choice beside it allows.
 */
import { useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2, Upload } from "lucide-react";
import { AVATAR_MAX_BYTES } from "#shared/account/schemas.ts";
import type { TMyProfile } from "#shared/people/schemas.ts";
import { UploadProgress } from "#client/components/upload-progress.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { checkImageFile, IMAGE_ACCEPT } from "#client/lib/upload.ts";
import { useUpload } from "#client/lib/use-upload.ts";
import { PROFILE_READS, profileKey, uploadThenPhoto, useRemoveThenPhoto } from "./api.ts";

export function ThenPhotoSection({ profile, audience }: { profile: TMyProfile; audience: ReactNode }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const errorId = useId();
  const remove = useRemoveThenPhoto();
  const upload = useUpload(uploadThenPhoto, {
    field: "photo",
    failedMessage: "The photo could not be uploaded.",
    onDone: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      for (const queryKey of PROFILE_READS) void queryClient.invalidateQueries({ queryKey });
      successToast("Photo saved", "Your photo from back then is on your profile.");
    },
  });
  const uploading = upload.progress !== null;

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be chosen again after a failure.
    event.target.value = "";
    if (file) void upload.start(file, (chosen) => checkImageFile(chosen, AVATAR_MAX_BYTES, "photo"));
  }

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border p-3">
      <h3 id={titleId} className="text-sm font-medium">
        Photo from back then
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {profile.thenPhoto ? (
          <img src={profile.thenPhoto} alt="Your photo from back then" className="size-20 rounded-lg object-cover" />
        ) : (
          <p className="text-sm text-muted-foreground sm:w-40">
            No photo yet. For reunions: how your classmates remember you.
          </p>
        )}
        <div className="flex flex-1 flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFileChosen}
          />
          <Button
            type="button"
            variant="outline"
            disabled={uploading || remove.isPending}
            aria-describedby={upload.error ? errorId : undefined}
            onClick={() => inputRef.current?.click()}
          >
            <Upload aria-hidden="true" />
            {profile.thenPhoto ? "Replace photo" : "Upload photo"}
          </Button>
          {profile.thenPhoto ? (
            <Button
              type="button"
              variant="destructive-outline"
              loading={remove.isPending}
              disabled={uploading}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: (saved) => {
                    queryClient.setQueryData(profileKey, saved);
                    successToast("Photo removed");
                  },
                  onError: (failure) => errorToast(failure.message || "The photo could not be removed."),
                })
              }
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
        {audience}
      </div>
      {uploading ? <UploadProgress progress={upload.progress ?? 0} noun="photo" onCancel={upload.cancel} /> : null}
      <FieldError id={errorId} message={upload.error ?? undefined} />
    </section>
  );
}
