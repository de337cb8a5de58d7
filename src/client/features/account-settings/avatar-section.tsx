import { useId, useRef, useState, type ChangeEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Camera, Trash2, Upload } from "lucide-react";
import { accountContract } from "#shared/account/contract.ts";
import { AVATAR_MAX_BYTES, type TUserProfile } from "#shared/account/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { hrefOf } from "#client/lib/api.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { applyProfile, useRemoveAvatar } from "./api.ts";
import { SettingsSection } from "./settings-section.tsx";
import { UploadProgress } from "#client/components/upload-progress.tsx";
import { checkImageFile, IMAGE_ACCEPT, uploadFile } from "#client/lib/upload.ts";
import { useUpload } from "#client/lib/use-upload.ts";

function initialsOf(user: Pick<TUserProfile, "firstName" | "lastName" | "displayName">): string {
  const fromNames = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  if (fromNames) return fromNames.toUpperCase();
  return (user.displayName.trim().charAt(0) || "?").toUpperCase();
}

const AVATAR_FAILED = "The photo could not be uploaded. Please try again.";

const UPLOAD = accountContract.uploadAvatar;
/*
 * The contract's `upload.field` is not in the browser's route table (scripts/contract-routes-plugin.ts keeps
 * only method and path), so the field is named here; its type keeps it the contract's.
 */
const AVATAR_FIELD: (typeof UPLOAD)["upload"]["field"] = "avatar";

function uploadAvatar(file: File, onProgress: (percent: number) => void, signal: AbortSignal) {
  return uploadFile<TUserProfile>({
    url: hrefOf(UPLOAD),
    method: UPLOAD.method,
    field: AVATAR_FIELD,
    file,
    onProgress,
    signal,
    tooLargeMessage: "The photo must be at most 2 MB.",
    failedMessage: AVATAR_FAILED,
  });
}

export function AvatarPreview({ user, size = "lg" }: { user: TUserProfile; size?: "lg" | "sm" }) {
  const [broken, setBroken] = useState<string | null>(null);
  const dimension = size === "lg" ? "size-20 text-2xl" : "size-10 text-sm";
  if (user.avatarUrl && broken !== user.avatarUrl) {
    return (
      <img
        src={user.avatarUrl}
        alt="Your profile photo"
        width={80}
        height={80}
        onError={() => setBroken(user.avatarUrl)}
        className={`${dimension} shrink-0 rounded-full border bg-muted object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label="No profile photo yet"
      className={`${dimension} flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground`}
    >
      <span aria-hidden="true">{initialsOf(user)}</span>
    </span>
  );
}

export function AvatarSection({ user }: { user: TUserProfile }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useRemoveAvatar();
  const upload = useUpload(uploadAvatar, {
    field: AVATAR_FIELD,
    failedMessage: AVATAR_FAILED,
    onDone: (profile) => {
      applyProfile(queryClient, profile);
      successToast("Photo updated", "Your new profile photo is saved.");
    },
  });
  const { progress, error, setError } = upload;
  const uploading = progress !== null;

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be chosen again after a failure.
    event.target.value = "";
    if (file) void upload.start(file, (chosen) => checkImageFile(chosen, AVATAR_MAX_BYTES, "photo"));
  }

  function removePhoto() {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmOpen(false);
        successToast("Photo removed", "Your initials show in its place.");
      },
      onError: (failure) => {
        setConfirmOpen(false);
        errorToast(failure instanceof Error && failure.message ? failure.message : "The photo could not be removed.");
      },
    });
  }

  return (
    <SettingsSection
      id="avatar"
      title="Profile photo"
      icon={Camera}
      description="Shown next to your name to the people you plan with."
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <AvatarPreview user={user} />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap gap-2">
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
              variant="outline"
              onClick={() => inputRef.current?.click()}
              disabled={uploading || remove.isPending}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="flex-1 sm:flex-none"
            >
              <Upload aria-hidden="true" />
              Upload photo
            </Button>
            {user.avatarUrl ? (
              <Button
                variant="destructive-outline"
                onClick={() => setConfirmOpen(true)}
                disabled={uploading}
                loading={remove.isPending}
                className="flex-1 sm:flex-none"
              >
                {remove.isPending ? null : <Trash2 aria-hidden="true" />}
                Remove photo
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            JPEG, PNG, WebP or GIF, up to 2 MB. It is cropped to a square.
          </p>
          {uploading ? <UploadProgress progress={progress} noun="photo" onCancel={upload.cancel} /> : null}
          <div role="alert">
            <FieldError id={errorId} message={error ?? undefined} />
          </div>
        </div>
      </div>

      <Dialog open={confirmOpen} onOpenChange={(open) => (remove.isPending ? null : setConfirmOpen(open))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove your profile photo?</DialogTitle>
            <DialogDescription>
              The photo is deleted from Gatherly and your initials show instead. You can upload a new one at any time.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Keep photo
              </Button>
            </DialogClose>
            <Button variant="destructive" loading={remove.isPending} onClick={removePhoto}>
              Remove photo
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
