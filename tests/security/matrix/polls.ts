import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, type World } from "../world.ts";

const premium = "premium" as const;

const pollBody = () => ({
  kind: "poll",
  title: `Dinner ${OWNER_MARKER}`,
  questions: [{ prompt: `Where ${OWNER_MARKER}?`, kind: "single", options: [{ label: "Pizza" }, { label: "Sushi" }] }],
});

/** A fresh poll on the owner's event, registered so the suite knows whose it is. */
async function freshPoll(w: World): Promise<{ id: string; questionId: string; optionId: string }> {
  const poll = (
    await expectStatus(w.owner.client.request("POST", `/api/events/${w.ids.event}/polls`, pollBody()), 201)
  ).json();
  w.readers.set(poll.id, `/api/polls/${poll.id}`);
  return { id: poll.id, questionId: poll.questions[0].id, optionId: poll.questions[0].options[0].id };
}

const onPoll =
  (path = "", body?: (poll: Awaited<ReturnType<typeof freshPoll>>) => unknown) =>
  async (w: World) => {
    const poll = await freshPoll(w);
    return { url: `/api/polls/${poll.id}${path}`, ...(body ? { body: body(poll) } : {}) };
  };

export const POLL_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/polls": {
    access: "user",
    requires: premium,
    call: (w) => ({ url: `/api/events/${w.ids.event}/polls` }),
  },
  "POST /api/events/:eventId/polls": {
    access: "user",
    requires: premium,
    call: (w) => ({ url: `/api/events/${w.ids.event}/polls`, body: pollBody() }),
    ok: 201,
  },
  "GET /api/polls/:id": { access: "user", requires: premium, call: onPoll() },
  "PATCH /api/polls/:id": { access: "user", requires: premium, call: onPoll("", () => ({ title: "Renamed" })) },
  "POST /api/polls/:id/close": { access: "user", requires: premium, call: onPoll("/close") },
  "DELETE /api/polls/:id": { access: "user", requires: premium, call: onPoll() },
  "PUT /api/polls/:id/response": {
    access: "user",
    requires: premium,
    call: onPoll("/response", (poll) => ({ answers: [{ questionId: poll.questionId, optionIds: [poll.optionId] }] })),
  },
  "GET /api/polls/:id/results": { access: "user", requires: premium, call: onPoll("/results") },
  "GET /api/polls/:id/results/stream": { access: "user", requires: premium, call: onPoll("/results/stream") },
  "GET /api/polls/:id/export": { access: "user", requires: premium, call: onPoll("/export?format=csv") },
};
