/**
 * The sections of a page's draft: add one of a kind, edit its title and text (and a FAQ's questions),
 * move it up or down with buttons (keyboard and screen-reader friendly, no dragging needed), remove it
 * after a confirmation. Lives inside the editor's react-hook-form (FormProvider).
 */
import { useId, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import {
  ArrowDown,
  ArrowUp,
  CalendarClock,
  CircleHelp,
  FileText,
  Navigation,
  Plus,
  Shirt,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import {
  INFO_SECTIONS_MAX,
  INFO_SECTION_KINDS,
  INFO_SECTION_KIND_LABELS,
  type TInfoSectionKind,
} from "#shared/info-pages/schemas.ts";
import { SECTION_TITLES } from "#shared/info-pages/starter.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";

export interface DraftSection {
  kind: TInfoSectionKind;
  title: string;
  body: string;
  faq: Array<{ question: string; answer: string }>;
}

/** The editor's form: exactly the draft the API takes. */
export interface DraftValues {
  title: string;
  sections: DraftSection[];
}

/** Matches ZInfoSection's limit on questions. */
const FAQ_MAX = 50;

const SECTION_ICONS: Record<TInfoSectionKind, LucideIcon> = {
  text: FileText,
  schedule: CalendarClock,
  directions: Navigation,
  "dress-code": Shirt,
  faq: CircleHelp,
};

interface Words {
  memberTerm: string;
}

function bodyLabel(kind: TInfoSectionKind): { label: string; hint?: string } {
  switch (kind) {
    case "schedule":
      return {
        label: "Introduction",
        hint: "Optional. The event's activities are listed under it and stay up to date by themselves.",
      };
    case "directions":
      return {
        label: "Directions",
        hint: "Parking, transport, the entrance. The event's address and a map link are shown under it.",
      };
    case "dress-code":
      return { label: "Dress code" };
    case "faq":
      return { label: "Introduction", hint: "Optional. Shown above the questions." };
    default:
      return { label: "Text", hint: "Blank lines start a new paragraph; web addresses become links." };
  }
}

/** What the confirmation is about, and how to remove it once confirmed. */
interface Removing {
  what: "section" | "question";
  title: string;
  remove: () => void;
}

/**
 * Moving a row re-renders it elsewhere; keep the keyboard on the same button, or on the other one when
 * the row reached the top or the bottom and its button turned off.
 */
function focusMoveButton(rowId: string, direction: "up" | "down") {
  requestAnimationFrame(() => {
    const row = document.getElementById(rowId);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`);
    (same ?? row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)"))?.focus();
  });
}

function MoveButtons({
  rowId,
  label,
  index,
  count,
  onMove,
}: {
  rowId: string;
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        data-move="up"
        disabled={index === 0}
        aria-label={`Move ${label} up`}
        onClick={() => {
          onMove(index, index - 1);
          focusMoveButton(rowId, "up");
        }}
      >
        <ArrowUp aria-hidden="true" />
        <span className="hidden sm:inline">Move up</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        data-move="down"
        disabled={index === count - 1}
        aria-label={`Move ${label} down`}
        onClick={() => {
          onMove(index, index + 1);
          focusMoveButton(rowId, "down");
        }}
      >
        <ArrowDown aria-hidden="true" />
        <span className="hidden sm:inline">Move down</span>
      </Button>
    </>
  );
}

function FaqEditor({ sectionIndex, onRemove }: { sectionIndex: number; onRemove: (target: Removing) => void }) {
  const id = useId();
  const { control, register, formState } = useFormContext<DraftValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: `sections.${sectionIndex}.faq` });
  const questions = useWatch({ control, name: `sections.${sectionIndex}.faq` });
  const errors = formState.errors.sections?.[sectionIndex]?.faq;
  const headingId = `${id}-faq`;

  return (
    <div role="group" aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-sm font-medium">
        Questions and answers
      </h4>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No questions yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowId = `${id}-q-${field.id}`;
          const question = questions?.[index]?.question?.trim() || `question ${index + 1}`;
          return (
            <li key={field.id} id={rowId} className="space-y-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
              <FormField
                id={`${rowId}-question`}
                label={`Question ${index + 1}`}
                required
                error={errors?.[index]?.question?.message}
              >
                {(props) => (
                  <Input {...props} maxLength={300} {...register(`sections.${sectionIndex}.faq.${index}.question`)} />
                )}
              </FormField>
              <FormField id={`${rowId}-answer`} label="Answer" error={errors?.[index]?.answer?.message}>
                {(props) => (
                  <Textarea
                    {...props}
                    rows={3}
                    className="min-h-20"
                    maxLength={3000}
                    {...register(`sections.${sectionIndex}.faq.${index}.answer`)}
                  />
                )}
              </FormField>
              <div className="flex flex-wrap justify-end gap-1">
                <MoveButtons rowId={rowId} label={`"${question}"`} index={index} count={fields.length} onMove={move} />
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:bg-destructive-soft"
                  aria-label={`Remove "${question}"`}
                  onClick={() => onRemove({ what: "question", title: question, remove: () => remove(index) })}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="hidden sm:inline">Remove</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError message={errors?.root?.message ?? errors?.message} />
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= FAQ_MAX}
        onClick={() =>
          append(
            { question: "", answer: "" },
            { shouldFocus: true, focusName: `sections.${sectionIndex}.faq.${fields.length}.question` },
          )
        }
      >
        <Plus aria-hidden="true" />
        Add question
      </Button>
    </div>
  );
}

function SectionCard({
  index,
  count,
  rowId,
  onMove,
  onRemove,
  onRemoveSection,
  words,
}: {
  index: number;
  count: number;
  rowId: string;
  onMove: (from: number, to: number) => void;
  onRemove: (target: Removing) => void;
  onRemoveSection: () => void;
  words: Words;
}) {
  const { control, register, formState } = useFormContext<DraftValues>();
  const kind = useWatch({ control, name: `sections.${index}.kind` });
  const title = useWatch({ control, name: `sections.${index}.title` });
  const errors = formState.errors.sections?.[index];
  const Icon = SECTION_ICONS[kind];
  const body = bodyLabel(kind);
  const name = title?.trim() || INFO_SECTION_KIND_LABELS[kind];
  const headingId = `${rowId}-heading`;

  return (
    <li id={rowId} aria-labelledby={headingId}>
      <Card>
        <CardContent className="space-y-4 pt-4 sm:pt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={headingId} className="flex min-w-0 items-center gap-2 font-semibold">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 truncate">
                <span className="sr-only">Section {index + 1}: </span>
                {name}
              </span>
              <Badge variant="neutral">{INFO_SECTION_KIND_LABELS[kind]}</Badge>
            </h3>
            <div className="flex flex-wrap gap-1">
              <MoveButtons rowId={rowId} label={`section "${name}"`} index={index} count={count} onMove={onMove} />
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive-soft"
                aria-label={`Remove section "${name}"`}
                onClick={() => onRemove({ what: "section", title: name, remove: onRemoveSection })}
              >
                <Trash2 aria-hidden="true" />
                <span className="hidden sm:inline">Remove</span>
              </Button>
            </div>
          </div>
          <FormField id={`${rowId}-title`} label="Section title" required error={errors?.title?.message}>
            {(props) => <Input {...props} maxLength={200} {...register(`sections.${index}.title`)} />}
          </FormField>
          <FormField id={`${rowId}-body`} label={body.label} hint={body.hint} error={errors?.body?.message}>
            {(props) => (
              <Textarea
                {...props}
                rows={kind === "text" ? 6 : 3}
                className={kind === "text" ? undefined : "min-h-20"}
                {...register(`sections.${index}.body`)}
              />
            )}
          </FormField>
          {kind === "faq" ? <FaqEditor sectionIndex={index} onRemove={onRemove} /> : null}
          {kind === "faq" ? (
            <p className="text-xs text-muted-foreground">
              Answer what every {words.memberTerm.toLowerCase()} asks, so they do not all have to message you.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

export function SectionsEditor({ words }: { words: Words }) {
  const id = useId();
  const { control, formState } = useFormContext<DraftValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "sections" });
  const [removing, setRemoving] = useState<Removing | null>(null);
  const sectionErrors = formState.errors.sections;

  function add(kind: TInfoSectionKind) {
    append(
      { kind, title: SECTION_TITLES[kind], body: "", faq: kind === "faq" ? [{ question: "", answer: "" }] : [] },
      { shouldFocus: true, focusName: `sections.${fields.length}.title` },
    );
  }

  function confirmRemove() {
    removing?.remove();
    setRemoving(null);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          Sections
        </h2>
        <p className="text-sm text-muted-foreground">
          Guests see them in this order. Empty sections stay hidden from guests.
        </p>
      </div>
      {fields.length === 0 ? (
        <Card className="border-dashed px-6 py-8 text-center text-sm text-muted-foreground">
          No sections yet. Add one below.
        </Card>
      ) : (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <SectionCard
              key={field.id}
              rowId={`${id}-section-${field.id}`}
              index={index}
              count={fields.length}
              onMove={move}
              onRemove={setRemoving}
              onRemoveSection={() => remove(index)}
              words={words}
            />
          ))}
        </ol>
      )}
      <FieldError message={sectionErrors?.root?.message ?? sectionErrors?.message} />

      <div role="group" aria-labelledby={`${id}-add`} className="space-y-2 rounded-xl border border-dashed p-4">
        <p id={`${id}-add`} className="text-sm font-medium">
          Add a section
        </p>
        <div className="flex flex-wrap gap-2">
          {INFO_SECTION_KINDS.map((kind) => {
            const Icon = SECTION_ICONS[kind];
            return (
              <Button
                key={kind}
                variant="outline"
                size="sm"
                disabled={fields.length >= INFO_SECTIONS_MAX}
                onClick={() => add(kind)}
              >
                <Icon aria-hidden="true" />
                {INFO_SECTION_KIND_LABELS[kind]}
              </Button>
            );
          })}
        </div>
        {fields.length >= INFO_SECTIONS_MAX ? (
          <p className="text-sm text-muted-foreground">A page holds at most {INFO_SECTIONS_MAX} sections.</p>
        ) : null}
      </div>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={
          removing?.what === "question"
            ? `Remove the question "${removing.title}"?`
            : `Remove the section "${removing?.title ?? ""}"?`
        }
        description={
          removing?.what === "question"
            ? "The question and its answer are taken out of the draft. Guests keep seeing the published page until you publish again."
            : "Its text is taken out of the draft. Guests keep seeing the published page until you publish again."
        }
        confirmLabel={removing?.what === "question" ? "Remove question" : "Remove section"}
        pending={false}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
