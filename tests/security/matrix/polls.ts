import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, type World } from "../world.ts";

const premium = "premium" as const;
/** A member's call: the owner's plan opens it for every member of the event. */
const asMember = { access: "user", requires: premium, tierFrom: "event" } as const;

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

/** A fresh guest's personal link, and a fresh poll of that guest's event. */
async function guestWithPoll(w: World) {
  const { event, token } = await w.fresh.guest();
  const poll = (
    await expectStatus(w.owner.client.request("POST", `/api/events/${event}/polls`, pollBody()), 201)
  ).json();
  w.readers.set(poll.id, `/api/polls/${poll.id}`);
  return {
    token,
    pollId: poll.id as string,
    answers: [{ questionId: poll.questions[0].id, optionIds: [poll.questions[0].options[0].id] }],
  };
}

const onPoll =
  (path = "", body?: (poll: Awaited<ReturnType<typeof freshPoll>>) => unknown) =>
  async (w: World) => {
    const poll = await freshPoll(w);
    return { url: `/api/polls/${poll.id}${path}`, ...(body ? { body: body(poll) } : {}) };
  };

export const POLL_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/polls": {
    ...asMember,
    call: (w) => ({ url: `/api/events/${w.ids.event}/polls` }),
  },
  "POST /api/events/:eventId/polls": {
    access: "user",
    requires: premium,
    call: (w) => ({ url: `/api/events/${w.ids.event}/polls`, body: pollBody() }),
    ok: 201,
  },
  "GET /api/polls/:id": { ...asMember, call: onPoll() },
  "PATCH /api/polls/:id": { access: "user", requires: premium, call: onPoll("", () => ({ title: "Renamed" })) },
  "POST /api/polls/:id/close": { access: "user", requires: premium, call: onPoll("/close") },
  "DELETE /api/polls/:id": { access: "user", requires: premium, call: onPoll() },
  "PUT /api/polls/:id/response": {
    ...asMember,
    call: onPoll("/response", (poll) => ({ answers: [{ questionId: poll.questionId, optionIds: [poll.optionId] }] })),
  },
  // A guest sees the results once they have answered (the poll's default).
  "GET /api/polls/:id/results": { ...asMember, guestGets: 403, call: onPoll("/results") },
  "GET /api/polls/:id/results/stream": { ...asMember, guestGets: 403, call: onPoll("/results/stream") },
  "GET /api/polls/:id/export": { access: "user", requires: premium, call: onPoll("/export?format=csv") },
  // A guest's personal invitation link: no account, the host's plan (route tests: guest-link.test.ts).
  "GET /api/public/invitations/:token/polls": {
    access: "public",
    why: "a guest answers the event's polls through their personal invitation link",
    call: (w) => ({ url: `/api/public/invitations/${w.ids.guestToken}/polls` }),
  },
  "PUT /api/public/invitations/:token/polls/:pollId/response": {
    access: "public",
    why: "guests answer polls without an account (limited per client address and per link)",
    call: async (w) => {
      const { token, pollId, answers } = await guestWithPoll(w);
      return { url: `/api/public/invitations/${token}/polls/${pollId}/response`, body: { answers } };
    },
  },
};
