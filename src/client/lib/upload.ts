/**
 * File uploads with progress. fetch() cannot report upload progress, so uploads use XMLHttpRequest;
 * failures are thrown as the same ApiError the rest of the client handles.
 */
import { IMAGE_UPLOAD_TYPES, IMAGE_UPLOAD_TYPES_TEXT } from "#shared/uploads.ts";
import { ApiError } from "./api.ts";

export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(",");

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checked before sending so a wrong file is explained at once instead of after the upload. */
export function checkImageFile(file: Pick<File, "type" | "size">, maxBytes: number, noun: string): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return `Choose a ${IMAGE_UPLOAD_TYPES_TEXT} image.`;
  }
  if (file.size > maxBytes) {
    return `The ${noun} must be at most ${formatBytes(maxBytes)}. This one is ${formatBytes(file.size)}.`;
  }
  if (file.size === 0) return "This file is empty. Choose another image.";
  return null;
}

interface UploadOptions {
  url: string;
  method?: "POST" | "PUT";
  field: string;
  file: File;
  /** Gets 0..100 as the bytes go out. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal | undefined;
  /** Said when a proxy refuses the size without our JSON error body. */
  tooLargeMessage: string;
  failedMessage: string;
}

function errorFrom(status: number, text: string, options: UploadOptions): ApiError {
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
  if (status === 413) return new ApiError(413, "PAYLOAD_TOO_LARGE", options.tooLargeMessage);
  return new ApiError(status, status >= 500 ? "INTERNAL" : "HTTP_ERROR", options.failedMessage);
}

function aborted(): DOMException {
  return new DOMException("The upload was cancelled.", "AbortError");
}

/** Sends one file as multipart/form-data and resolves with the JSON answer. */
export function uploadFile<T>(options: UploadOptions): Promise<T> {
  const { url, method = "POST", field, file, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader("accept", "application/json");

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(
            new ApiError(xhr.status, "INTERNAL", "The server's answer could not be read. Please reload the page."),
          );
        }
        return;
      }
      reject(errorFrom(xhr.status, xhr.responseText, options));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "NETWORK_ERROR", "Could not reach Gatherly. Check your connection and try again."));
    xhr.onabort = () => reject(aborted());

    if (signal) {
      if (signal.aborted) {
        reject(aborted());
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }

    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
