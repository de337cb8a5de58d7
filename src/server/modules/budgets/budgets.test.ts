import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import sharp from "sharp";
import { budgetsContract as budgets } from "#shared/budgets/contract.ts";
import type { TBudget, TBudgetState, TBudgetTemplateList, TExpense, TExpensePage } from "#shared/budgets/schemas.ts";
import { urlOf, type EndpointDefinition } from "#shared/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { findTemplate } from "#shared/templates/index.ts";
import { templatesContract } from "#shared/templates/contract.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let freeUser: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.client(), { planType: "premium" });
  stranger = await signUp(t.client(), { planType: "premium" });
  freeUser = await signUp(t.client(), { planType: "free" });
});
afterAll(async () => {
  await t?.close();
});

async function newEvent(person = owner, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await person.client.call(eventsContract.create, { body: eventInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function ok<T>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
): Promise<T> {
  const r = await response;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

const budgetOf = async (eventId: string) =>
  (await ok<TBudgetState>(owner.client.call(budgets.get, { params: { eventId } }))).budget;

async function budgetWithCategory(limitMinor: number | null = null) {
  const eventId = await newEvent();
  await ok<TBudget>(
    owner.client.call(budgets.saveSettings, { params: { eventId }, body: { currency: "EUR", limitMinor } }),
  );
  const budget = await ok<TBudget>(
    owner.client.call(budgets.addCategory, { params: { eventId }, body: { name: "Venue" } }),
    201,
  );
  return { eventId, categoryId: budget.categories[0]!.id };
}

describe("budget settings", () => {
  it("has no budget until the organiser makes one, then keeps its currency and limit", async () => {
    const eventId = await newEvent();
    expect(await budgetOf(eventId)).toBeNull();
    const made = await ok<TBudget>(
      owner.client.call(budgets.saveSettings, { params: { eventId }, body: { currency: "eur", limitMinor: 500_000 } }),
    );
    expect(made).toMatchObject({
      currency: "EUR",
      limitMinor: 500_000,
      categories: [],
      totals: { plannedMinor: 0, actualMinor: 0, remainingMinor: 500_000, overBudget: false },
    });
    const again = await ok<TBudget>(
      owner.client.call(budgets.saveSettings, { params: { eventId }, body: { currency: "GBP", limitMinor: null } }),
    );
    expect(again).toMatchObject({ id: made.id, currency: "GBP", limitMinor: null });
  });

  it("makes one budget when two first saves arrive at once", async () => {
    const eventId = await newEvent();
    const saves = await Promise.all([
      owner.client.call(budgets.saveSettings, { params: { eventId }, body: { currency: "EUR" } }),
      owner.client.call(budgets.startFromTemplate, { params: { eventId }, body: { slug: "school" } }),
    ]);
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = saves.map((r) => r.json() as TBudget);
    expect(a!.id).toBe(b!.id);
    expect((await budgetOf(eventId))!.categories.length).toBeGreaterThan(0);
  });

  it("refuses an unknown currency, a negative or non-numeric limit, naming the field", async () => {
    const eventId = await newEvent();
    for (const [body, field] of [
      [{ currency: "ABC" }, "currency"],
      [{ currency: "E1" }, "currency"],
      [{ currency: "EUR", limitMinor: -1 }, "limitMinor"],
      [{ currency: "EUR", limitMinor: "lots" }, "limitMinor"],
      [{ currency: "EUR", limitMinor: 10.5 }, "limitMinor"],
    ] as const) {
      const r = await owner.client.call(budgets.saveSettings, { params: { eventId }, body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(r).fields ?? {})).toContain(field);
    }
    expect(await budgetOf(eventId)).toBeNull();
  });

  it("refuses a currency change that would misread the recorded cents, and allows one that keeps them", async () => {
    const { eventId, categoryId } = await budgetWithCategory();
    await ok(
      owner.client.call(budgets.addLine, {
        params: { eventId },
        body: {
          categoryId,
          item: "Hall",
          plannedMinor: 100_00,
        },
      }),
      201,
    );
    const yen = await owner.client.call(budgets.saveSettings, {
      params: { eventId },
      body: {
        currency: "JPY",
        limitMinor: null,
      },
    });
    expect(yen.statusCode).toBe(409);
    expect(errorOf(yen).fields).toHaveProperty("currency");
    await ok(
      owner.client.call(budgets.saveSettings, { params: { eventId }, body: { currency: "USD", limitMinor: null } }),
    );
  });
});

describe("templates", () => {
  it("offers the event type's templates, and the one the event was made from first", async () => {
    const plain = await ok<TBudgetTemplateList>(
      owner.client.call(budgets.templates, { params: { eventId: await newEvent() } }),
    );
    expect(plain.eventTypeId).toBe("school-type-1");
    expect(plain.items.length).toBeGreaterThan(0);
    expect(plain.items.every((c) => !c.usedForEvent)).toBe(true);

    const made = await ok<{ id: string }>(
      owner.client.call(templatesContract.use, {
        params: { slug: "birthday-party" },
        body: { startDate: "2027-08-01", timeZone: "Europe/London" },
      }),
      201,
    );
    const fromTemplate = await ok<TBudgetTemplateList>(
      owner.client.call(budgets.templates, { params: { eventId: made.id } }),
    );
    expect(fromTemplate.items[0]).toMatchObject({ slug: "birthday-party", usedForEvent: true });
  });

  it("starts a budget from a template in one step: categories, lines and the planned total", async () => {
    const eventId = await newEvent();
    const template = findTemplate("school")!;
    const budget = await ok<TBudget>(
      owner.client.call(budgets.startFromTemplate, {
        params: { eventId },
        body: {
          slug: "school",
          limitMinor: 12_000_00,
        },
      }),
    );
    const total = template.budget.reduce((sum, l) => sum + l.amountMinor, 0);
    expect(budget).toMatchObject({ currency: "USD", limitMinor: 12_000_00, startedFrom: "school" });
    expect(budget.categories.map((c) => c.name)).toEqual([...new Set(template.budget.map((l) => l.category))]);
    expect(budget.categories.flatMap((c) => c.lines).map((l) => l.item)).toEqual(template.budget.map((l) => l.item));
    expect(budget.totals).toMatchObject({
      plannedMinor: total,
      actualMinor: 0,
      remainingMinor: 12_000_00,
      plannedOverLimit: total > 12_000_00,
    });

    // Adding the same template again appends its lines to the categories there are.
    const twice = await ok<TBudget>(
      owner.client.call(budgets.startFromTemplate, { params: { eventId }, body: { slug: "school" } }),
    );
    expect(twice.categories).toHaveLength(budget.categories.length);
    expect(twice.totals.plannedMinor).toBe(total * 2);
  });

  it("moves template amounts to the budget currency's cents, and refuses an unknown template", async () => {
    const eventId = await newEvent();
    const yen = await ok<TBudget>(
      owner.client.call(budgets.startFromTemplate, { params: { eventId }, body: { slug: "school", currency: "JPY" } }),
    );
    expect(yen.currency).toBe("JPY");
    expect(yen.categories[0]!.lines[0]!.plannedMinor).toBe(findTemplate("school")!.budget[0]!.amountMinor / 100);
    const bad = await owner.client.call(budgets.startFromTemplate, {
      params: { eventId: await newEvent() },
      body: {
        slug: "no-such-template",
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("slug");
  });
});

describe("lines, expenses and totals", () => {
  it("adds up actuals per line and category, remaining against the limit, and over-budget flags", async () => {
    const { eventId, categoryId } = await budgetWithCategory(1000_00);
    let budget = await ok<TBudget>(
      owner.client.call(budgets.addLine, {
        params: { eventId },
        body: {
          categoryId,
          item: "Hall hire",
          plannedMinor: 600_00,
          vendor: "Town hall",
          dueDate: "2027-05-12",
        },
      }),
      201,
    );
    const hall = budget.categories[0]!.lines[0]!;
    budget = await ok<TBudget>(
      owner.client.call(budgets.addLine, {
        params: { eventId },
        body: {
          categoryId,
          item: "Chairs",
          plannedMinor: 200_00,
        },
      }),
      201,
    );
    const chairs = budget.categories[0]!.lines[1]!;

    const expense = await ok<TExpense>(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          lineId: hall.id,
          description: "Deposit",
          amountMinor: 300_00,
          spentOn: "2027-01-10",
        },
      }),
      201,
    );
    expect(expense).toMatchObject({ categoryId, categoryName: "Venue", lineItem: "Hall hire", receipt: null });
    await ok(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          lineId: chairs.id,
          description: "Chairs",
          amountMinor: 250_00,
          spentOn: "2027-02-01",
        },
      }),
      201,
    );
    await ok(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          categoryId,
          description: "Cleaning",
          amountMinor: 50_00,
          spentOn: "2027-02-02",
          vendor: "Spotless",
        },
      }),
      201,
    );

    budget = (await budgetOf(eventId))!;
    const [hallNow, chairsNow] = budget.categories[0]!.lines;
    expect(hallNow).toMatchObject({
      actualMinor: 300_00,
      overBudget: false,
      dueDate: "2027-05-12",
      vendor: "Town hall",
    });
    expect(chairsNow).toMatchObject({ actualMinor: 250_00, overBudget: true });
    expect(budget.categories[0]).toMatchObject({ plannedMinor: 800_00, actualMinor: 600_00, overBudget: false });
    expect(budget.totals).toMatchObject({
      plannedMinor: 800_00,
      actualMinor: 600_00,
      remainingMinor: 400_00,
      overBudget: false,
    });
    expect(budget.expenseCount).toBe(3);

    // Past the overall limit.
    await ok(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          categoryId,
          description: "Extra hall hours",
          amountMinor: 450_00,
          spentOn: "2027-06-01",
        },
      }),
      201,
    );
    budget = (await budgetOf(eventId))!;
    expect(budget.totals).toMatchObject({ actualMinor: 1050_00, remainingMinor: -50_00, overBudget: true });
    expect(budget.categories[0]!.overBudget).toBe(true);

    const page = await ok<TExpensePage>(
      owner.client.call(budgets.expenses, { params: { eventId }, query: { limit: 2 } }),
    );
    expect(page.total).toBe(4);
    expect(page.sumMinor).toBe(1050_00);
    expect(page.items.map((e) => e.spentOn)).toEqual(["2027-06-01", "2027-02-02"]);
  });

  it("marks a line paid with its time, edits it, and deleting it keeps its expenses in the category", async () => {
    const { eventId, categoryId } = await budgetWithCategory();
    const line = (
      await ok<TBudget>(
        owner.client.call(budgets.addLine, {
          params: { eventId },
          body: {
            categoryId,
            item: "DJ",
            plannedMinor: 400_00,
          },
        }),
        201,
      )
    ).categories[0]!.lines[0]!;
    let budget = await ok<TBudget>(
      owner.client.call(budgets.updateLine, {
        params: { id: line.id },
        body: { paid: true, notes: "Cash on the night" },
      }),
    );
    const paid = budget.categories[0]!.lines[0]!;
    expect(paid).toMatchObject({ paid: true, notes: "Cash on the night" });
    expect(paid.paidAt).not.toBeNull();
    expect(budget.totals.paidMinor).toBe(400_00);
    budget = await ok<TBudget>(
      owner.client.call(budgets.updateLine, { params: { id: line.id }, body: { paid: false } }),
    );
    expect(budget.categories[0]!.lines[0]).toMatchObject({ paid: false, paidAt: null });

    await ok(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          lineId: line.id,
          description: "DJ deposit",
          amountMinor: 100_00,
          spentOn: "2027-03-01",
        },
      }),
      201,
    );
    budget = await ok<TBudget>(owner.client.call(budgets.deleteLine, { params: { id: line.id } }));
    expect(budget.categories[0]).toMatchObject({ lines: [], actualMinor: 100_00 });
    const page = await ok<TExpensePage>(owner.client.call(budgets.expenses, { params: { eventId } }));
    expect(page.items[0]).toMatchObject({ lineId: null, categoryId });
  });

  it("refuses bad amounts, dates and choices with a 400 naming the field, and writes nothing", async () => {
    const { eventId, categoryId } = await budgetWithCategory();
    const other = await budgetWithCategory();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["lines", { categoryId, item: "Hall", plannedMinor: -5 }, "plannedMinor"],
      ["lines", { categoryId, item: "Hall", plannedMinor: "ten" }, "plannedMinor"],
      ["lines", { categoryId, item: "Hall", plannedMinor: 1.5 }, "plannedMinor"],
      ["lines", { categoryId, item: "Hall", plannedMinor: 100, dueDate: "12/05/2027" }, "dueDate"],
      ["lines", { categoryId, item: "Hall", plannedMinor: 100, dueDate: "2027-02-30" }, "dueDate"],
      ["lines", { categoryId, item: "", plannedMinor: 100 }, "item"],
      ["lines", { categoryId: other.categoryId, item: "Hall", plannedMinor: 100 }, "categoryId"],
      ["expenses", { categoryId, description: "Deposit", amountMinor: 0, spentOn: "2027-01-01" }, "amountMinor"],
      ["expenses", { categoryId, description: "Deposit", amountMinor: -100, spentOn: "2027-01-01" }, "amountMinor"],
      ["expenses", { categoryId, description: "Deposit", amountMinor: "12,50", spentOn: "2027-01-01" }, "amountMinor"],
      ["expenses", { categoryId, description: "Deposit", amountMinor: 100, spentOn: "yesterday" }, "spentOn"],
      ["expenses", { description: "Deposit", amountMinor: 100, spentOn: "2027-01-01" }, "categoryId"],
      [
        "expenses",
        { categoryId: other.categoryId, description: "Deposit", amountMinor: 100, spentOn: "2027-01-01" },
        "categoryId",
      ],
    ];
    for (const [kind, body, field] of cases) {
      const endpoint = kind === "lines" ? budgets.addLine : budgets.addExpense;
      const r = await owner.client.call(endpoint, { params: { eventId }, body });
      expect(r.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(errorOf(r).fields ?? {}), `${kind} ${JSON.stringify(body)}`).toContain(field);
    }
    const budget = (await budgetOf(eventId))!;
    expect(budget.categories[0]!.lines).toEqual([]);
    expect(budget.expenseCount).toBe(0);
    const duplicate = await owner.client.call(budgets.addCategory, { params: { eventId }, body: { name: "venue" } });
    expect(duplicate.statusCode).toBe(400);
    expect(errorOf(duplicate).fields).toHaveProperty("name");
  });

  it("exports the lines with planned, actual and remaining, and the expenses, as CSV and XLSX", async () => {
    const { eventId, categoryId } = await budgetWithCategory();
    const line = (
      await ok<TBudget>(
        owner.client.call(budgets.addLine, {
          params: { eventId },
          body: {
            categoryId,
            item: "=Hall",
            plannedMinor: 600_50,
            vendor: "Town hall",
          },
        }),
        201,
      )
    ).categories[0]!.lines[0]!;
    await ok(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          lineId: line.id,
          description: "Deposit",
          amountMinor: 100_25,
          spentOn: "2027-01-10",
        },
      }),
      201,
    );

    const csv = await owner.client.call(budgets.export, { params: { eventId }, query: { format: "csv" } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename=".+-budget\.csv"/);
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, "")).data.filter((r) => r.length > 1);
    expect(rows[0]).toEqual([
      "Category",
      "Item",
      "Vendor",
      "Due date",
      "Paid",
      "Planned",
      "Actual",
      "Remaining",
      "Currency",
      "Notes",
    ]);
    expect(rows[1]).toEqual(["Venue", "'=Hall", "Town hall", "", "No", "600.5", "100.25", "500.25", "EUR", ""]);
    expect(rows[2]!.slice(0, 1)).toEqual(["Total"]);

    const expenses = await owner.client.call(budgets.export, {
      params: { eventId },
      query: { format: "csv", of: "expenses" },
    });
    const expenseRows = Papa.parse<string[]>(expenses.body.replace(/^\uFEFF/, "")).data.filter((r) => r.length > 1);
    expect(expenseRows[1]).toEqual([
      "2027-01-10",
      "Venue",
      "=Hall".replace(/^=/, "'="),
      "Deposit",
      "",
      "100.25",
      "EUR",
      "",
    ]);

    const xlsx = await owner.client.call(budgets.export, { params: { eventId }, query: { format: "xlsx" } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
  });
});

describe("receipts", () => {
  async function expenseWithBudget() {
    const { eventId, categoryId } = await budgetWithCategory();
    const expense = await ok<TExpense>(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          categoryId,
          description: "Deposit",
          amountMinor: 100_00,
          spentOn: "2027-01-10",
        },
      }),
      201,
    );
    return { eventId, expense };
  }
  const png = () =>
    sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  const receiptDir = () => path.join(t.config.dataDir, "uploads", "receipts");
  /** Which expense a receipt is uploaded to, with the person's own name for the file when given. */
  const receiptOf = (id: string, name?: string) => ({ params: { id }, query: name === undefined ? {} : { name } });

  it("stores an image or a PDF for the owner only, served with nosniff and a safe disposition", async () => {
    const { expense } = await expenseWithBudget();
    const receipt = { params: { id: expense.id } };
    const uploaded = await ok<TExpense>(
      owner.client.uploadTo(budgets.attachReceipt, receiptOf(expense.id, 'Rechnung "März".png'), {
        bytes: await png(),
        filename: "../../etc/passwd",
        type: "text/plain",
      }),
    );
    expect(uploaded.receipt).toMatchObject({ name: "Rechnung März.png", type: "image/png" });
    const image = await owner.client.call(budgets.receipt, receipt);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["content-disposition"]).toBe(
      `inline; filename="Rechnung M_rz.png"; filename*=UTF-8''${encodeURIComponent("Rechnung März.png")}`,
    );

    // A replacement removes the file before it; a PDF is always a download.
    const before = await readdir(receiptDir());
    await ok(
      owner.client.uploadTo(budgets.attachReceipt, receiptOf(expense.id, "invoice.pdf"), {
        bytes: pdf,
        filename: "invoice.pdf",
        type: "application/pdf",
      }),
    );
    const after = await readdir(receiptDir());
    expect(after.length).toBe(before.length);
    const file = await owner.client.call(budgets.receipt, receipt);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="invoice\.pdf"/);

    expect((await stranger.client.call(budgets.receipt, receipt)).statusCode).toBe(404);
    expect(
      (await stranger.client.uploadTo(budgets.attachReceipt, receiptOf(expense.id), { bytes: pdf })).statusCode,
    ).toBe(404);

    await ok(owner.client.call(budgets.deleteExpense, { params: { id: expense.id } }));
    expect((await readdir(receiptDir())).length).toBe(after.length - 1);
  });

  it("refuses other files by their bytes, and files over 10 MB, naming the field", async () => {
    const { expense } = await expenseWithBudget();
    const target = receiptOf(expense.id);
    const html = await owner.client.uploadTo(budgets.attachReceipt, target, {
      bytes: Buffer.from("<html><script>alert(1)</script></html>"),
      filename: "receipt.png",
      type: "image/png",
    });
    expect(html.statusCode).toBe(400);
    expect(errorOf(html).fields).toHaveProperty("receipt");
    const big = await owner.client.uploadTo(budgets.attachReceipt, target, {
      bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]),
      type: "application/pdf",
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).fields).toHaveProperty("receipt");
    expect((await owner.client.call(budgets.receipt, { params: { id: expense.id } })).statusCode).toBe(404);
  });
});

describe("access", () => {
  it("answers 404 to another owner for the event, its budget, categories, lines and expenses", async () => {
    const { eventId, categoryId } = await budgetWithCategory();
    const line = (
      await ok<TBudget>(
        owner.client.call(budgets.addLine, {
          params: { eventId },
          body: {
            categoryId,
            item: "Hall",
            plannedMinor: 100,
          },
        }),
        201,
      )
    ).categories[0]!.lines[0]!;
    const expense = await ok<TExpense>(
      owner.client.call(budgets.addExpense, {
        params: { eventId },
        body: {
          categoryId,
          description: "Deposit",
          amountMinor: 100,
          spentOn: "2027-01-10",
        },
      }),
      201,
    );
    const event = { params: { eventId } };
    const calls: Array<[EndpointDefinition, TestCallInput]> = [
      [budgets.get, event],
      [budgets.saveSettings, { ...event, body: { currency: "USD" } }],
      [budgets.templates, event],
      [budgets.startFromTemplate, { ...event, body: { slug: "school" } }],
      [budgets.export, event],
      [budgets.addCategory, { ...event, body: { name: "Mine now" } }],
      [budgets.renameCategory, { params: { id: categoryId }, body: { name: "Mine now" } }],
      [budgets.deleteCategory, { params: { id: categoryId } }],
      [budgets.addLine, { ...event, body: { categoryId, item: "Hall", plannedMinor: 100 } }],
      [budgets.updateLine, { params: { id: line.id }, body: { paid: true } }],
      [budgets.deleteLine, { params: { id: line.id } }],
      [budgets.expenses, event],
      [
        budgets.addExpense,
        { ...event, body: { categoryId, description: "Mine", amountMinor: 100, spentOn: "2027-01-10" } },
      ],
      [budgets.deleteExpense, { params: { id: expense.id } }],
      [budgets.remove, event],
    ];
    for (const [endpoint, input] of calls) {
      const r = await stranger.client.call(endpoint, input);
      expect(r.statusCode, `${endpoint.method} ${urlOf(endpoint, input)}`).toBe(404);
    }
    const budget = (await budgetOf(eventId))!;
    expect(budget.categories[0]).toMatchObject({ name: "Venue", lines: [{ paid: false }] });
    expect(budget.expenseCount).toBe(1);
  });

  it("refuses the free plan with PLAN_REQUIRED on budget routes", async () => {
    const eventId = await newEvent(freeUser);
    for (const endpoint of [budgets.get, budgets.saveSettings, budgets.expenses]) {
      const body = endpoint === budgets.saveSettings ? { currency: "USD" } : undefined;
      const r = await freeUser.client.call(endpoint, { params: { eventId }, body });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ error: { code: "PLAN_REQUIRED", requiredPlan: "premium" } });
    }
  });
});
