/**
 * The guest list in and out as files. Import reads a CSV the same way for the preview and for the import
 * itself: the preview saves nothing, the import saves every valid row in one transaction (merging rows
 * whose address is already on the list or earlier in the file) and skips the invalid ones the preview showed.
 * Export streams the list page by page (CSV or XLSX), so 50,000 guests never sit in memory at once.
 */
import Papa from "papaparse";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  IMPORT_ROWS_MAX,
  invitationPath,
  RSVP_STATUS_LABELS,
  ZGuestImport,
  ZGuestInput,
  type TGuestImport,
  type TGuestValues,
  type TImportPreview,
  type TImportResult,
  type TImportRow,
  type TRsvpStatus,
} from "#shared/rsvp/schemas.ts";
import { fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { tableExport, type ExportFormat, type TableExport } from "../../table-export.ts";
import { ownedEventBriefs, type EventBrief } from "../events/index.ts";
import { assertRoomForGuests, guestValuesRow, newLinkToken, type GuestRow } from "./guests.ts";
import { guests } from "./tables.ts";

type Field = "name" | "firstName" | "lastName" | "email" | "phone" | "groupName" | "partyMax" | "tags" | "notes";

const HEADER_ALIASES: Record<Field, string[]> = {
  name: ["name", "full name", "guest", "guest name", "display name"],
  firstName: ["first name", "firstname", "given name", "first"],
  lastName: ["last name", "lastname", "surname", "family name", "last"],
  email: ["email", "e-mail", "email address", "e-mail address", "mail"],
  phone: ["phone", "phone number", "mobile", "telephone", "tel", "cell"],
  groupName: ["group", "group name"],
  partyMax: ["party size", "party", "party max", "guests allowed", "seats", "allowed", "max party"],
  tags: ["tags", "tag", "labels"],
  notes: ["notes", "note", "comments", "comment"],
};

const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ");

/** Which field each column feeds; the event type's group term ("Class Year") names the group column too. */
function mapColumns(headers: string[], groupTerm: string): (Field | null)[] {
  const aliases = new Map<string, Field>();
  for (const [field, names] of Object.entries(HEADER_ALIASES) as [Field, string[]][])
    for (const name of names) aliases.set(normaliseHeader(name), field);
  aliases.set(normaliseHeader(groupTerm), "groupName");
  const taken = new Set<Field>();
  return headers.map((header) => {
    const field = aliases.get(normaliseHeader(header)) ?? null;
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

const FIELD_LABEL: Record<Field, string> = {
  name: "name",
  firstName: "name",
  lastName: "name",
  email: "email",
  phone: "phone",
  groupName: "groupName",
  partyMax: "partyMax",
  tags: "tags",
  notes: "notes",
};

interface ParsedRow {
  line: number;
  values: TGuestValues | null;
  raw: { name: string; email: string | null };
  errors: { field: string; message: string }[];
}

interface ParsedFile {
  columns: TImportPreview["columns"];
  rows: ParsedRow[];
}

function parseCsv(csv: string, groupTerm: string): ParsedFile {
  const result = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const broken = result.errors.find((e) => e.type === "Quotes" || e.type === "Delimiter");
  if (broken) {
    const line = broken.row !== undefined ? ` (row ${broken.row + 1})` : "";
    throw fieldError(
      "VALIDATION_ERROR",
      "csv",
      `The file is not valid CSV${line}: ${broken.message}.`,
      `Not valid CSV${line}`,
    );
  }
  const [headers, ...data] = result.data;
  if (!headers || headers.length === 0)
    throw fieldError("VALIDATION_ERROR", "csv", "The file is empty.", "The file is empty");
  const fields = mapColumns(headers, groupTerm);
  if (!fields.includes("name") && !fields.includes("firstName")) {
    throw fieldError(
      "VALIDATION_ERROR",
      "csv",
      'The file needs a column named "name" (or "first name" and "last name").',
      "No name column",
    );
  }
  if (data.length > IMPORT_ROWS_MAX) {
    throw fieldError(
      "VALIDATION_ERROR",
      "csv",
      `A file can hold at most ${IMPORT_ROWS_MAX.toLocaleString("en-US")} guests; this one has ${data.length.toLocaleString("en-US")}.`,
      "Too many rows",
    );
  }
  const rows = data.map((cells, index): ParsedRow => {
    const cell = (field: Field) => {
      const at = fields.indexOf(field);
      return at === -1 ? undefined : (cells[at] ?? "").trim();
    };
    const name = cell("name") || [cell("firstName"), cell("lastName")].filter(Boolean).join(" ");
    const partyCell = cell("partyMax");
    const candidate = {
      name,
      email: cell("email") ?? "",
      phone: cell("phone") ?? "",
      groupName: cell("groupName") ?? "",
      ...(partyCell ? { partyMax: partyCell } : {}),
      tags: (cell("tags") ?? "")
        .split(/[;,|]/)
        .map((t) => t.trim())
        .filter(Boolean),
      notes: cell("notes") ?? "",
    };
    const parsed = ZGuestInput.safeParse(candidate);
    const rawEmail = (cell("email") ?? "").toLowerCase() || null;
    if (parsed.success)
      return { line: index + 2, values: parsed.data, raw: { name, email: parsed.data.email ?? null }, errors: [] };
    const errors = new Map<string, string>();
    for (const issue of parsed.error.issues) errors.set(String(issue.path[0] ?? "row"), issue.message);
    return {
      line: index + 2,
      values: null,
      raw: { name, email: rawEmail },
      errors: [...errors].map(([field, message]) => ({ field, message })),
    };
  });
  return {
    columns: headers.map((header, i) => ({ header, field: fields[i] ? FIELD_LABEL[fields[i]!] : null })),
    rows,
  };
}

/** Existing guests of the event among these addresses. */
async function existingByEmail(db: Db, eventId: string, emails: string[]): Promise<Map<string, GuestRow>> {
  const found = new Map<string, GuestRow>();
  for (let i = 0; i < emails.length; i += 1000) {
    const chunk = emails.slice(i, i + 1000);
    const rows = await db
      .select()
      .from(guests)
      .where(and(eq(guests.eventId, eventId), inArray(guests.email, chunk)));
    for (const row of rows) found.set(row.email!, row);
  }
  return found;
}

interface Plan {
  preview: TImportPreview;
  creates: TGuestValues[];
  /** Values to fold into a guest already on the list, by their address. */
  merges: Map<string, TGuestValues[]>;
}

async function plan(db: Db, eventId: string, groupTerm: string, csv: string): Promise<Plan> {
  const file = parseCsv(csv, groupTerm);
  const emails = [...new Set(file.rows.flatMap((r) => (r.values?.email ? [r.values.email] : [])))];
  const existing = await existingByEmail(db, eventId, emails);
  const createdByEmail = new Map<string, TGuestValues>();
  const creates: TGuestValues[] = [];
  const merges = new Map<string, TGuestValues[]>();
  const rows: TImportRow[] = file.rows.map((row) => {
    if (!row.values)
      return { line: row.line, name: row.raw.name, email: row.raw.email, action: "invalid", errors: row.errors };
    const email = row.values.email;
    if (email && existing.has(email)) {
      merges.set(email, [...(merges.get(email) ?? []), row.values]);
      return { line: row.line, name: row.values.name, email, action: "merge", errors: [] };
    }
    if (email && createdByEmail.has(email)) {
      mergeInto(createdByEmail.get(email)!, row.values);
      return { line: row.line, name: row.values.name, email, action: "merge", errors: [] };
    }
    const values = { ...row.values, tags: [...row.values.tags] };
    if (email) createdByEmail.set(email, values);
    creates.push(values);
    return { line: row.line, name: row.values.name, email, action: "create", errors: [] };
  });
  const tally = (action: TImportRow["action"]) => rows.filter((r) => r.action === action).length;
  return {
    preview: { columns: file.columns, rows, create: tally("create"), merge: tally("merge"), invalid: tally("invalid") },
    creates,
    merges,
  };
}

/** A later row about the same person fills in and updates what it gives; tags add up. */
function mergeInto(target: TGuestValues, next: TGuestValues): void {
  target.name = next.name || target.name;
  target.phone = next.phone || target.phone;
  target.groupName = next.groupName || target.groupName;
  target.partyMax = Math.max(target.partyMax, next.partyMax);
  target.notes = next.notes || target.notes;
  target.tags = [...new Set([...target.tags, ...next.tags])].slice(0, 20);
}

/** The actor's event (404 otherwise), with its type's terms. */
async function ownedBrief(ctx: ServiceContext, eventId: string): Promise<EventBrief> {
  const brief = isUuid(eventId)
    ? (await ownedEventBriefs(ctx.db, ctx.actor.userId, [eventId])).get(eventId)
    : undefined;
  if (!brief) throw notFound("Event not found");
  return brief;
}

export async function previewImport(ctx: ServiceContext, eventId: string, raw: TGuestImport): Promise<TImportPreview> {
  const input = parseInput(ZGuestImport, raw);
  const { eventType } = await ownedBrief(ctx, eventId);
  return (await plan(ctx.db, eventId, eventType.groupTerm, input.csv)).preview;
}

export async function importGuests(ctx: ServiceContext, eventId: string, raw: TGuestImport): Promise<TImportResult> {
  const input = parseInput(ZGuestImport, raw);
  const { eventType } = await ownedBrief(ctx, eventId);
  return ctx.db.transaction(async (tx) => {
    // Planned inside the transaction: an address added meanwhile is merged, not doubled.
    const { preview, creates, merges } = await plan(tx, eventId, eventType.groupTerm, input.csv);
    await assertRoomForGuests(tx, eventId, creates.length);
    for (let i = 0; i < creates.length; i += 500) {
      await tx.insert(guests).values(
        creates.slice(i, i + 500).map((values) => ({
          ...guestValuesRow(values),
          eventId,
          ownerId: ctx.actor.userId,
          token: newLinkToken(),
          source: "import",
        })),
      );
    }
    const existing = await existingByEmail(tx, eventId, [...merges.keys()]);
    for (const [email, updates] of merges) {
      const row = existing.get(email);
      if (!row) continue;
      const merged: TGuestValues = {
        name: row.name,
        email,
        phone: row.phone,
        groupName: row.groupName,
        partyMax: row.partyMax,
        tags: [...row.tags],
        notes: row.notes,
      };
      for (const next of updates) mergeInto(merged, next);
      await tx
        .update(guests)
        .set({ ...guestValuesRow(merged), partyMax: Math.max(merged.partyMax, row.headcount), updatedAt: new Date() })
        .where(eq(guests.id, row.id));
    }
    return { created: preview.create, merged: preview.merge, skipped: preview.invalid };
  });
}

const EXPORT_PAGE = 1000;

async function* guestPages(db: Db, eventId: string, only?: string[]): AsyncGenerator<GuestRow[]> {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const keyset: ReturnType<typeof sql> | undefined = after
      ? sql`(lower(${guests.name}), ${guests.id}) > (lower(${after.name}), ${after.id}::uuid)`
      : undefined;
    const rows: GuestRow[] = await db
      .select()
      .from(guests)
      .where(and(eq(guests.eventId, eventId), only ? inArray(guests.id, only) : undefined, keyset))
      .orderBy(asc(sql`lower(${guests.name})`), asc(guests.id))
      .limit(EXPORT_PAGE);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_PAGE) return;
    const last: GuestRow = rows[rows.length - 1]!;
    after = { name: last.name, id: last.id };
  }
}

function exportHeaders(groupTerm: string): string[] {
  return [
    "Name",
    "Email",
    "Phone",
    groupTerm,
    "Party size allowed",
    "Tags",
    "Notes",
    "Answer",
    "People coming",
    "Waitlisted",
    "Meals",
    "Dietary needs",
    "Note from guest",
    "Invited at",
    "Opened at",
    "Answered at",
    "Personal link",
  ];
}

function exportRow(row: GuestRow, baseUrl: string): (string | number)[] {
  const iso = (d: Date | null) => d?.toISOString() ?? "";
  return [
    row.name,
    row.email ?? "",
    row.phone,
    row.groupName,
    row.partyMax,
    row.tags.join("; "),
    row.notes,
    RSVP_STATUS_LABELS[row.status as TRsvpStatus],
    row.headcount,
    row.waitlisted ? "yes" : "",
    row.party.flatMap((m) => (m.meal ? [m.meal] : [])).join("; "),
    row.party.flatMap((m) => (m.dietary ? [m.name ? `${m.name}: ${m.dietary}` : m.dietary] : [])).join("; "),
    row.responseNote,
    iso(row.invitedAt),
    iso(row.openedAt),
    iso(row.respondedAt),
    `${baseUrl}${invitationPath(row.token)}`,
  ];
}

export async function exportGuests(
  ctx: ServiceContext,
  eventId: string,
  format: ExportFormat,
  baseUrl: string,
  /** Only these guests (the bulk operations' selection, already the owner's). */
  only?: string[],
): Promise<TableExport> {
  const event = await ownedBrief(ctx, eventId);
  const db = ctx.db;
  return tableExport(
    {
      name: event.name,
      kind: "guests",
      headers: exportHeaders(event.eventType.groupTerm),
      rows: async function* () {
        for await (const page of guestPages(db, eventId, only)) yield page.map((row) => exportRow(row, baseUrl));
      },
    },
    format,
  );
}
