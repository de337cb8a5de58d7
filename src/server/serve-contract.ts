/**
 * Registers a feature's routes from its contract (src/shared/contract.ts): the method, path and schemas
 * Fastify validates with, the gate's level and plan (the plan from the catalogue feature the endpoint names),
 * and the OpenAPI summary and tag. A route module supplies only a handler per endpoint. A handler of an
 * endpoint that needs a session is given a non-null actor and a service context; for a public one the session
 * is not read at all (ADR 029) unless its handler asks `signedIn()`, where it personalises its answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { findFeature } from "#shared/catalogue.ts";
import {
  actsForAccount,
  eventScopeOf,
  gateLevelOf,
  planPayerOf,
  type BodyOf,
  type Contract,
  type Endpoint,
  type EndpointDefinition,
  type HandlerResult,
  type ParamsOf,
  type QueryOf,
} from "#shared/contract.ts";
import { unauthenticated } from "#shared/errors.ts";
import { rightOfCall, type TeamRight } from "#shared/team/roles.ts";
import type { PlanType } from "#shared/plans.ts";
import type { Db } from "./db/client.ts";
import type { Actor, ServiceContext } from "./context.ts";

/** A guarded handler's caller and context. The gate refused a signed-out caller already; this makes the type true. */
function guardedCaller(request: FastifyRequest, db: Db, eventPlan: PlanType | undefined) {
  const { actor } = request;
  if (!actor) throw unauthenticated();
  return { actor, ctx: { db, actor, ...(eventPlan ? { eventPlan } : {}) } satisfies ServiceContext };
}

type NeedsSession<E extends EndpointDefinition> = E["access"] extends "public" | "link" ? false : true;

type HandlerInput<E extends EndpointDefinition> = {
  /** The tier the event's owner must have, when the event pays for it (ServiceContext.eventPlan). */
  eventPlan: PlanType | undefined;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
} & (NeedsSession<E> extends true
  ? { actor: Actor; ctx: ServiceContext }
  : {
      /** The signed-in caller, or null: read from the session cookie only when asked (request.signedIn). */
      signedIn: (inAccount?: TeamRight) => Promise<Actor | null>;
      ctx?: never;
    });

/**
 * A handler answers with the endpoint's JSON (the declared status is already set; it may set another), or,
 * for a raw answer, sends it through `reply` and returns the reply.
 */
type Handler<E extends EndpointDefinition> = (
  input: HandlerInput<E>,
) => Promise<HandlerResult<E> | FastifyReply> | HandlerResult<E> | FastifyReply;

type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

/**
 * What the server alone decides about an endpoint's route: a larger or smaller body limit (a CSV import, a
 * browser's report), or an onRequest hook that refuses an oversized upload by its Content-Length before any
 * byte of it is read (plugins/uploads.ts).
 */
interface RouteExtras {
  bodyLimit?: number;
  onRequest?: onRequestAsyncHookHandler;
}

/** The plan an endpoint needs: its catalogue feature's tier, nothing for a free feature or none. */
export function requiredPlanOf(endpoint: Pick<EndpointDefinition, "feature">): PlanType | undefined {
  if (!endpoint.feature) return undefined;
  const feature = findFeature(endpoint.feature);
  if (!feature) throw new Error(`contract: "${endpoint.feature}" is not a feature of the catalogue`);
  return feature.planType === "free" ? undefined : feature.planType;
}

function isSchema(value: EndpointDefinition["response"]): value is z.ZodType {
  return typeof value !== "string";
}

/**
 * What the gate checks of the plan. The caller's plan: the gate refuses below the tier. The event owner's,
 * on a member or link endpoint: nothing at the gate, the service checks the event named (or the link's).
 * The event owner's, on a user endpoint: the gate asks for the tier from the caller's plan or from an event
 * the caller belongs to.
 */
function planGate(endpoint: Endpoint): { requires?: PlanType; requiresAsMember?: true } {
  const requires = requiredPlanOf(endpoint);
  if (!requires) return {};
  if (planPayerOf(endpoint) === "caller") return { requires };
  return endpoint.access === "user" ? { requires, requiresAsMember: true } : {};
}

/** The Fastify route options of an endpoint: validation, gate, docs. */
function routeOptions(endpoint: Endpoint) {
  const status = endpoint.status ?? 200;
  return {
    config: {
      auth: gateLevelOf(endpoint.access),
      ...planGate(endpoint),
      ...(actsForAccount(endpoint) ? { team: rightOfCall(endpoint), eventScope: eventScopeOf(endpoint) } : {}),
    },
    schema: {
      tags: [endpoint.contract],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ["multipart/form-data"] } : {}),
      ...(isSchema(endpoint.response)
        ? {
            response: {
              ...endpoint.otherAnswers,
              [status]: endpoint.response,
              ...(status === 201 ? { 200: endpoint.response } : {}),
            },
          }
        : {}),
    },
  };
}

/** Registers every endpoint of `contract` with its handler (and the server's extras for some of them). */
export function serveContract<C extends Contract>(
  app: FastifyInstance,
  db: Db,
  contract: C,
  handlers: Handlers<C>,
  extras: { [K in keyof C]?: RouteExtras } = {},
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(contract) as Array<keyof C & string>) {
    const endpoint = contract[name] as Endpoint;
    const handler = handlers[name] as unknown as (input: Record<string, unknown>) => unknown;
    const needsSession = gateLevelOf(endpoint.access) !== "public";
    const eventPlan = planPayerOf(endpoint) === "event" ? requiredPlanOf(endpoint) : undefined;
    typed.route({
      method: endpoint.method,
      url: endpoint.path,
      ...routeOptions(endpoint),
      ...extras[name],
      handler: async (request, reply) => {
        const caller = needsSession
          ? guardedCaller(request, db, eventPlan)
          : { signedIn: (inAccount?: TeamRight) => request.signedIn(inAccount) };
        if (endpoint.status) reply.status(endpoint.status);
        const result = await handler({
          eventPlan,
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
          db,
          ...caller,
        });
        return result;
      },
    });
  }
}
