import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, tinyPng, type World } from "../world.ts";

const premium = "premium" as const;

/** A fresh event of the owner with a budget from a template: one category, one line, one expense (with a receipt when asked). */
async function freshBudget(w: World, withReceipt = false) {
  const event = await w.fresh.event();
  const budget = (
    await expectStatus(
      w.owner.client.request("POST", `/api/events/${event}/budget/from-template`, { slug: "school" }),
      200,
    )
  ).json();
  const category = budget.categories[0];
  const line = category.lines[0];
  w.readers.set(budget.id, `/api/events/${event}/budget`);
  w.readers.set(category.id, `/api/events/${event}/budget`);
  w.readers.set(line.id, `/api/events/${event}/budget`);
  const expense = (
    await expectStatus(
      w.owner.client.request("POST", `/api/events/${event}/budget/expenses`, {
        lineId: line.id,
        description: `Deposit ${OWNER_MARKER}`,
        amountMinor: 100,
        spentOn: "2027-01-10",
      }),
      201,
    )
  ).json();
  w.readers.set(expense.id, `/api/events/${event}/budget/expenses`);
  if (withReceipt)
    await expectStatus(
      w.owner.client.upload("PUT", `/api/budget-expenses/${expense.id}/receipt`, "receipt", { bytes: await tinyPng() }),
      200,
    );
  return { event, categoryId: category.id as string, lineId: line.id as string, expenseId: expense.id as string };
}

const onEvent = (path: string, body?: (b: Awaited<ReturnType<typeof freshBudget>>) => unknown) => async (w: World) => {
  const b = await freshBudget(w);
  return { url: `/api/events/${b.event}/budget${path}`, ...(body ? { body: body(b) } : {}) };
};

export const BUDGET_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/budget": { access: "user", requires: premium, call: onEvent("") },
  "PUT /api/events/:eventId/budget": {
    access: "user",
    requires: premium,
    call: onEvent("", () => ({ currency: "EUR", limitMinor: 1000 })),
  },
  "DELETE /api/events/:eventId/budget": { access: "user", requires: premium, call: onEvent("") },
  "GET /api/events/:eventId/budget/templates": { access: "user", requires: premium, call: onEvent("/templates") },
  "POST /api/events/:eventId/budget/from-template": {
    access: "user",
    requires: premium,
    call: onEvent("/from-template", () => ({ slug: "school" })),
  },
  "GET /api/events/:eventId/budget/export": { access: "user", requires: premium, call: onEvent("/export?format=csv") },
  "POST /api/events/:eventId/budget/categories": {
    access: "user",
    requires: premium,
    call: onEvent("/categories", () => ({ name: `Extras ${OWNER_MARKER}` })),
    ok: 201,
  },
  "PATCH /api/budget-categories/:id": {
    access: "user",
    requires: premium,
    call: async (w) => ({
      url: `/api/budget-categories/${(await freshBudget(w)).categoryId}`,
      body: { name: "Renamed" },
    }),
  },
  "DELETE /api/budget-categories/:id": {
    access: "user",
    requires: premium,
    call: async (w) => ({ url: `/api/budget-categories/${(await freshBudget(w)).categoryId}` }),
  },
  "POST /api/events/:eventId/budget/lines": {
    access: "user",
    requires: premium,
    call: onEvent("/lines", (b) => ({ categoryId: b.categoryId, item: `Hall ${OWNER_MARKER}`, plannedMinor: 100 })),
    ok: 201,
  },
  "PATCH /api/budget-lines/:id": {
    access: "user",
    requires: premium,
    call: async (w) => ({ url: `/api/budget-lines/${(await freshBudget(w)).lineId}`, body: { paid: true } }),
  },
  "DELETE /api/budget-lines/:id": {
    access: "user",
    requires: premium,
    call: async (w) => ({ url: `/api/budget-lines/${(await freshBudget(w)).lineId}` }),
  },
  "GET /api/events/:eventId/budget/expenses": { access: "user", requires: premium, call: onEvent("/expenses") },
  "POST /api/events/:eventId/budget/expenses": {
    access: "user",
    requires: premium,
    call: onEvent("/expenses", (b) => ({
      categoryId: b.categoryId,
      description: `Chairs ${OWNER_MARKER}`,
      amountMinor: 100,
      spentOn: "2027-01-10",
    })),
    ok: 201,
  },
  "DELETE /api/budget-expenses/:id": {
    access: "user",
    requires: premium,
    call: async (w) => ({ url: `/api/budget-expenses/${(await freshBudget(w)).expenseId}` }),
  },
  "PUT /api/budget-expenses/:id/receipt": {
    access: "user",
    requires: premium,
    call: async (w) => ({
      url: `/api/budget-expenses/${(await freshBudget(w)).expenseId}/receipt`,
      upload: { field: "receipt", bytes: await tinyPng() },
    }),
  },
  "GET /api/budget-expenses/:id/receipt": {
    access: "user",
    requires: premium,
    call: async (w) => ({ url: `/api/budget-expenses/${(await freshBudget(w, true)).expenseId}/receipt` }),
  },
};
