/**
 * Fetch wrapper for our own JSON API: same-origin cookies, JSON in and out, and failures thrown as
 * ApiError with the `{ error: { code, message, fields? } }` body of src/shared/errors.ts.
 */
import type { TErrorBody } from "#shared/errors.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** 4xx: asking again will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Checks the error body by hand: this module loads on every page and stays free of the schema library. */
function readErrorBody(payload: unknown): TErrorBody["error"] | null {
  if (!payload || typeof payload !== "object") return null;
  const error = (payload as { error?: unknown }).error;
  if (!error || typeof error !== "object") return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string") return null;
  const validFields =
    fields && typeof fields === "object" && Object.values(fields).every((v) => typeof v === "string")
      ? (fields as Record<string, string>)
      : undefined;
  return { code, message, ...(validFields ? { fields: validFields } : {}) };
}

interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. POST/PUT/PATCH without a body send `{}`. */
  body?: unknown;
  signal?: AbortSignal | undefined;
}

const STATUS_MESSAGES: Record<number, string> = {
  401: "Please sign in to access this page",
  403: "You do not have permission to do this.",
  404: "Not found",
  429: "Too many requests. Please wait a moment and try again.",
};

export async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const sendsBody = method === "POST" || method === "PUT" || method === "PATCH" || options.body !== undefined;
  const headers: Record<string, string> = { accept: "application/json" };
  if (sendsBody) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      ...(sendsBody ? { body: JSON.stringify(options.body ?? {}) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach Gatherly. Check your connection and try again.");
  }

  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok) {
    const body = readErrorBody(payload);
    if (body) throw new ApiError(response.status, body.code, body.message, body.fields);
    throw new ApiError(
      response.status,
      response.status >= 500 ? "INTERNAL" : "HTTP_ERROR",
      STATUS_MESSAGES[response.status] ?? "Something went wrong. Please try again.",
    );
  }

  return payload as T;
}
