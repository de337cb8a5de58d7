/**
 * The planning's change stream (server-sent events): a `changed` event on connect and after every committed
 * change of the event's tasks, columns, comments, files or journey, at most once a second. Viewers read
 * what they show again on each one, so a card moved in one tab or by a co-organiser moves in the others.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServiceContext } from "../../context.ts";
import { sendLiveView } from "../../event-stream.ts";
import { findOwnedEvent } from "../events/index.ts";
import type { Realtime } from "../realtime/index.ts";
import { planningTopic } from "../tasks/index.ts";

/** What the planning routes need beyond the database: the realtime fan-out the stream listens on. */
export interface PlanningDeps {
  realtime: Realtime;
}

export async function streamPlanningChanges(
  ctx: ServiceContext,
  { realtime }: PlanningDeps,
  eventId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  await sendLiveView({
    request,
    reply,
    realtime,
    topic: planningTopic(event.id),
    event: "changed",
    // The stream only says when to read again; what changed is read through the usual routes.
    read: async () => ({ at: (ctx.now ?? new Date()).toISOString() }),
  });
}
