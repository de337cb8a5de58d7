import type { FastifyInstance } from "fastify";
import { pollsContract } from "#shared/polls/contract.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { sendTableExport } from "../../table-export.ts";
import type { PollContext } from "./access.ts";
import type { PollDeps } from "./deps.ts";
import { answerGuestPoll, guestPolls } from "./guest-link.ts";
import * as polls from "./polls.ts";
import { submitResponse } from "./responses.ts";
import { exportResponses, pollResults, streamPollResults } from "./results.ts";

export function registerPollRoutes(app: FastifyInstance, db: Db, deps: PollDeps): void {
  // A change announces itself to the poll's live results.
  const live = (ctx: ServiceContext): PollContext => ({ ...ctx, realtime: deps.realtime });

  serveContract(app, db, pollsContract, {
    list: async ({ ctx, params }) => ({ items: await polls.listPolls(ctx, params.eventId) }),
    create: ({ ctx, params, body }) => polls.createPoll(live(ctx), params.eventId, body),
    get: ({ ctx, params }) => polls.getPoll(ctx, params.id),
    update: ({ ctx, params, body }) => polls.updatePoll(live(ctx), params.id, body),
    close: ({ ctx, params }) => polls.closePoll(live(ctx), params.id),
    remove: async ({ ctx, params }) => {
      await polls.deletePoll(live(ctx), params.id);
      return { deleted: true as const };
    },
    respond: ({ ctx, params, body }) => submitResponse(live(ctx), params.id, body),
    results: ({ ctx, params }) => pollResults(ctx, params.id),
    resultsStream: async ({ ctx, params, request, reply }) => {
      await streamPollResults(live(ctx), params.id, request, reply);
      return reply;
    },
    export: async ({ ctx, params, query, reply }) =>
      sendTableExport(reply, await exportResponses(ctx, params.id, query.format)),
    // A guest's personal invitation link: no account, the host's plan.
    guestList: async ({ db, eventPlan, params }) => ({ items: await guestPolls(db, params.token, eventPlan) }),
    guestRespond: ({ db, eventPlan, params, body, request }) =>
      answerGuestPoll({ db, realtime: deps.realtime }, params.token, eventPlan, params.pollId, body, request.ip),
  });
}
