/**
 * Calls to our own JSON API through the features' contracts (`call`, `hrefOf`, `keyOf`), and the fetch
 * wrapper beneath them: same-origin cookies, JSON in and out, and failures thrown as
 * ApiError with the `{ error: { code, message, fields? } }` body of src/shared/errors.ts.
 */
import {
  urlOf,
  type CallInput,
  type Endpoint,
  type EndpointDefinition,
  type InputRequired,
  type ResponseOf,
} from "#shared/contract.ts";
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

/** The server's tier refusal: the feature is above the plan that counts (the caller's, or the host's). */
export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "PLAN_REQUIRED";

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

async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
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

type CallOptions = { signal?: AbortSignal | undefined };

/** The second argument of `call`: required when the endpoint has path parameters or a body. */
type CallArgs<E extends EndpointDefinition> =
  InputRequired<E> extends true
    ? [input: CallInput<E>, options?: CallOptions]
    : [input?: CallInput<E>, options?: CallOptions];

/**
 * Calls an endpoint of a contract (src/shared/<feature>/contract.ts): the path filled in from `params`, the
 * query string from `query`, `body` sent as JSON; the answer typed by the endpoint's response schema.
 */
export function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  return api<ResponseOf<E>>(urlOf(endpoint, input ?? {}), {
    method: endpoint.method,
    ...(input?.body !== undefined ? { body: input.body } : {}),
    signal: options?.signal,
  });
}

/** The address of an endpoint for a link, a download, an image or an event stream. */
export function hrefOf<E extends EndpointDefinition>(
  endpoint: E,
  input: { params?: CallInput<E>["params"]; query?: CallInput<E>["query"] } = {},
): string {
  return urlOf(endpoint, input);
}

/**
 * Query keys come from the contract, so any feature can refresh another's data without copying a string:
 * [contract] is everything of a feature, [contract, endpoint] one endpoint's answers, and
 * [contract, endpoint, { ...params, ...query }] one answer (TanStack Query matches a key's prefix, and an
 * object in it partly: `keyOf(endpoint, { params: { eventId } })` also covers every query of that event).
 */
export function keyOf<E extends Pick<Endpoint, "contract" | "name">>(
  endpoint: E,
  input?: { params?: unknown; query?: unknown },
): readonly unknown[] {
  const values = {
    ...(input?.params as Record<string, unknown> | undefined),
    ...(input?.query as Record<string, unknown> | undefined),
  };
  return Object.keys(values).length > 0
    ? [endpoint.contract, endpoint.name, values]
    : [endpoint.contract, endpoint.name];
}

/** The key of everything a feature's contract serves. */
export function contractKey(contract: Record<string, Pick<Endpoint, "contract">>): readonly unknown[] {
  const first = Object.values(contract)[0];
  if (!first) throw new Error("contractKey: an empty contract");
  return [first.contract];
}
