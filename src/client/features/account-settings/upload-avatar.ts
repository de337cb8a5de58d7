/**
 * Avatar upload. fetch() cannot report upload progress, so this one call uses XMLHttpRequest; failures are
 * thrown as the same ApiError the rest of the client handles.
 */
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type TUserProfile } from "#shared/account/schemas.ts";
import { ApiError } from "#client/lib/api.ts";

export const AVATAR_ACCEPT = AVATAR_TYPES.join(",");

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checked before sending so a wrong file is explained at once instead of after the upload. */
export function checkAvatarFile(file: Pick<File, "type" | "size">): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return "Choose a JPEG, PNG, WebP or GIF image.";
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `The photo must be at most ${formatBytes(AVATAR_MAX_BYTES)}. This one is ${formatBytes(file.size)}.`;
  }
  if (file.size === 0) return "This file is empty. Choose another image.";
  return null;
}

function errorFrom(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
    const error = body.error;
    if (error && typeof error.code === "string" && typeof error.message === "string") {
      const fields =
        error.fields && typeof error.fields === "object" ? (error.fields as Record<string, string>) : undefined;
      return new ApiError(status, error.code, error.message, fields);
    }
  } catch {
    // Not our JSON error body (a proxy's page, say): fall through to a plain message.
  }
  if (status === 413) return new ApiError(413, "PAYLOAD_TOO_LARGE", "The photo must be at most 2 MB.");
  return new ApiError(status, status >= 500 ? "INTERNAL" : "HTTP_ERROR", "The photo could not be uploaded. Please try again.");
}

/** POST /api/account/avatar as multipart/form-data (field "avatar"); `onProgress` gets 0..100. */
export function uploadAvatar(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TUserProfile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/account/avatar");
    xhr.setRequestHeader("accept", "application/json");

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as TUserProfile);
        } catch {
          reject(new ApiError(xhr.status, "INTERNAL", "The server's answer could not be read. Please reload the page."));
        }
        return;
      }
      reject(errorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "NETWORK_ERROR", "Could not reach Gatherly. Check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("The upload was cancelled.", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }

    const form = new FormData();
    form.append("avatar", file, file.name);
    xhr.send(form);
  });
}
