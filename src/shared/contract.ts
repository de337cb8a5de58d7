/**
 * The HTTP contract: every endpoint of a feature declared once, as data, in `src/shared/<feature>/contract.ts`.
 * The server registers its routes from it (src/server/serve-contract.ts), the client calls them through it
 * (`call` in src/client/lib/api.ts) and derives its query keys from it, the tests call through it, and the
 * OpenAPI document at /api/docs is made from it. A plan tier is never written here: an endpoint names the
 * catalogue feature it belongs to, and the tier is that feature's (src/shared/catalogue.ts).
 *
 * This module is imported by the browser's first page load, so it holds only types and plain functions: the
 * client build swaps each contract module for its route table without the zod schemas
 * (scripts/contract-routes-plugin.ts), so a page that calls one endpoint does not download the schema library.
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint. The route gate knows three levels (anyone, signed in, site admin); the finer
 * ones say which records the service lets the caller reach, and every one of them answers 404 for a record
 * the caller may not see.
 * - public: anyone, no session needed (a signed-in caller's session is still read, to personalise).
 * - link: anyone holding a secret link (a share, invitation, shop, door or feed token in the path).
 * - user: signed in; the records are the caller's own.
 * - owner: signed in; the event (or venue) named belongs to the caller.
 * - member: signed in; the caller belongs to the event named (its owner or a guest with a verified address).
 * - admin: a site administrator.
 */
export type EndpointAccess = "public" | "link" | "user" | "owner" | "member" | "admin";

/** The accesses whose tier the event's owner may pay for: never an organiser's own tools or the admin's. */
export const EVENT_PAID_ACCESS: readonly EndpointAccess[] = ["user", "member", "link"];

/** Whose plan tier opens an endpoint (see EndpointDefinition.planOf). */
export type PlanPayer = "caller" | "event";

/** An endpoint's plan payer: as declared, else the event's owner for access member, else the caller. */
export function planPayerOf(endpoint: Pick<EndpointDefinition, "access" | "planOf">): PlanPayer {
  return endpoint.planOf ?? (endpoint.access === "member" ? "event" : "caller");
}

/** Whether a team member working in a business account makes this call as the account (ADR 032). */
export function actsForAccount(endpoint: Pick<EndpointDefinition, "access" | "forAccount">): boolean {
  return endpoint.access === "owner" || endpoint.access === "member" || endpoint.forAccount === true;
}

/** Records whose event the gate looks up for a team member limited to some events (team/event-reach.ts). */
export const SCOPED_RECORDS = [
  "activity",
  "announcement",
  "budgetCategory",
  "budgetLine",
  "budgetExpense",
  "checklist",
  "checklistItem",
  "forumThread",
  "forumPost",
  "chatMessage",
  "infoPage",
  "messageReport",
  "poll",
  "guest",
  "rsvpReminder",
  "task",
  "taskColumn",
  "taskComment",
  "taskAttachment",
  "ticketType",
  "order",
  "ticket",
  "checkinList",
] as const;
export type ScopedRecord = (typeof SCOPED_RECORDS)[number];

/**
 * Which of the account's events a call touches (ADR 033):
 * - an object: the event named by the path's `:eventId`, the event of the `record` named by the path's one
 *   parameter, and the event a `body` or `query` field names when it is given; all must be within reach;
 * - "account": the account's things that belong to no event (venues, the team, new events): a member limited to
 *   some events reads them but does not change them;
 * - "events": a list across the account's events that the service narrows to the member's (`eventsInReach`);
 * - "all-events": figures across every event of the account, refused to a member limited to some events.
 */
export type EventScope =
  { record?: ScopedRecord; body?: "eventId"; query?: "eventId" } | "account" | "events" | "all-events";

/** An endpoint's event scope: as declared, else the path's event; undefined when it acts for no event. */
export function eventScopeOf(endpoint: Pick<EndpointDefinition, "path" | "eventScope">): EventScope | undefined {
  return endpoint.eventScope ?? (endpoint.path.includes(":eventId") ? {} : undefined);
}

/** What the route gate checks for an access level. */
type GateLevel = "public" | "user" | "admin";

export function gateLevelOf(access: EndpointAccess): GateLevel {
  if (access === "public" || access === "link") return "public";
  return access === "admin" ? "admin" : "user";
}

/**
 * An answer that is not one JSON document: a file download (CSV, XLSX, PDF, .ics, an image), a server-sent
 * event stream, or a redirect. The handler sends it itself.
 */
export type RawAnswer = "download" | "event-stream" | "redirect" | "page";

type AnySchema = z.ZodType;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify's path syntax: `/api/events/:eventId/checklists`. */
  path: string;
  /** One line for the API docs. */
  summary: string;
  access: EndpointAccess;
  /**
   * The catalogue feature this endpoint belongs to; its plan tier is the endpoint's (a free feature needs no
   * plan). Omitted for what belongs to no plan (accounts, site administration, public pages).
   */
  feature?: string;
  /**
   * Whose plan opens the feature's tier. "caller" (the default, except for access member): the signed-in
   * caller's. "event": the plan of the owner of the event the call is about, since a guest uses what their
   * host's plan includes. For access member the service checks the named event's owner, and for access link
   * the owner of the link's event; for access user the gate lets through a caller whose own plan opens the
   * tier or who belongs to an event whose owner's plan does, and the service keeps to such events.
   */
  planOf?: PlanPayer;
  /**
   * On a "user" endpoint about the organiser's own records (their events, venues, overviews): a member of a
   * business account's team who works in that account (ADR 032) reaches the account's records, as on every
   * owner and member endpoint. Personal endpoints (the account, profile, inbox, my invitations) never do.
   */
  forAccount?: true;
  /**
   * Which of the account's events the call touches, for a team member limited to some events (ADR 033).
   * Implied by an `:eventId` in the path; every other endpoint a team member calls for the account declares it.
   */
  eventScope?: EventScope;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  /** The field of a multipart upload instead of a JSON body. */
  upload?: { field: string };
  /** The JSON answer's schema, or what kind of answer the handler sends itself. */
  response: AnySchema | RawAnswer;
  /** The status of a successful answer (default 200). */
  status?: 200 | 201 | 202 | 204 | 303;
  /** Answers other than the success and the usual error envelope, by status (the health check's 503). */
  otherAnswers?: Readonly<Record<number, AnySchema>>;
}

/** An endpoint as declared, with its place in the contract: `checklists.list`. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & {
  readonly contract: string;
  readonly name: string;
};

export type Contract<Defs extends Record<string, EndpointDefinition> = Record<string, EndpointDefinition>> = {
  readonly [K in keyof Defs & string]: Endpoint<Defs[K]>;
};

/**
 * Declares a feature's endpoints. `feature` is the default catalogue feature of every endpoint that does not
 * name its own (`feature: undefined` in an endpoint opts out of it); `planOf` the default plan payer of its
 * user endpoints.
 */
export function defineContract<const Defs extends Record<string, EndpointDefinition>>(
  contract: string,
  endpoints: Defs,
  defaults: { feature?: string; planOf?: PlanPayer } = {},
): Contract<Defs> {
  const named: Record<string, Endpoint> = {};
  for (const [name, definition] of Object.entries(endpoints)) {
    const feature = "feature" in definition ? definition.feature : defaults.feature;
    // A default plan payer applies to the caller's own records (user); an owner's tools are always the caller's.
    const planOf = definition.planOf ?? (definition.access === "user" ? defaults.planOf : undefined);
    if (planOf === "event" && !EVENT_PAID_ACCESS.includes(definition.access)) {
      throw new Error(`${contract}.${name}: only a user, member or link endpoint can take its tier from the event`);
    }
    named[name] = { ...definition, ...(feature ? { feature } : {}), ...(planOf ? { planOf } : {}), contract, name };
  }
  return named as Contract<Defs>;
}

type Output<S> = S extends AnySchema ? z.output<S> : never;
type Input<S> = S extends AnySchema ? z.input<S> : never;

/** What a caller sends: `params`, `query` and `body`, each required exactly when the endpoint has one. */
export type CallInput<E extends EndpointDefinition> = (E["params"] extends AnySchema
  ? { params: Input<E["params"]> }
  : { params?: never }) &
  (E["query"] extends AnySchema ? { query?: Input<E["query"]> } : { query?: never }) &
  (E["body"] extends AnySchema ? { body: Input<E["body"]> } : { body?: never });

/** Whether a caller must pass an input object at all. */
export type InputRequired<E extends EndpointDefinition> = E["params"] extends AnySchema
  ? true
  : E["body"] extends AnySchema
    ? true
    : false;

/** The parsed JSON answer of an endpoint (unknown for a raw answer). */
export type ResponseOf<E extends EndpointDefinition> = E["response"] extends AnySchema
  ? Output<E["response"]>
  : unknown;

/** What a handler returns for the endpoint: the schema's input (dates may still be Date objects). */
export type HandlerResult<E extends EndpointDefinition> = E["response"] extends AnySchema
  ? Input<E["response"]>
  : unknown;

export type ParamsOf<E extends EndpointDefinition> = E["params"] extends AnySchema ? Output<E["params"]> : never;
export type QueryOf<E extends EndpointDefinition> = E["query"] extends AnySchema ? Output<E["query"]> : never;
export type BodyOf<E extends EndpointDefinition> = E["body"] extends AnySchema ? Output<E["body"]> : never;

type Route = Pick<EndpointDefinition, "path">;

/** The endpoint's path with its parameters filled in (each one encoded as a path segment). */
export function pathOf(endpoint: Route, params: Record<string, unknown> | undefined = {}): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${endpoint.path}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The query string (with its "?", or "") of a query object: empty values are left out, arrays repeat the
 * key, dates are sent as ISO strings.
 */
function queryStringOf(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === "") continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The address of a call: the path with its parameters and the query string. */
export function urlOf(endpoint: Route, input: { params?: unknown; query?: unknown } = {}): string {
  return (
    pathOf(endpoint, input.params as Record<string, unknown> | undefined) +
    queryStringOf(input.query as Record<string, unknown> | undefined)
  );
}

/**
 * The names in a path (`/api/events/:eventId/guests/:guestId` -> ["eventId", "guestId"]); the contract test
 * checks they are exactly the keys of the endpoint's params schema.
 */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}
