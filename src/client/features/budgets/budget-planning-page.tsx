/**
 * /budget-planning: set the budget's currency and overall limit, and start it (or add to it) from the
 * planning lines of a template for this kind of event, the one the event was made from first. A budget that
 * went wrong can be deleted here, to start again.
 */
import { useId, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { ChevronDown, ListPlus, Sparkles, Trash2 } from "lucide-react";
import type { z } from "zod";
import { ZBudgetSettings, type TBudget, type TBudgetTemplateChoice } from "#shared/budgets/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { COMMON_CURRENCIES, formatMoney, inputToMinor, minorToInput } from "#shared/money.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useBudget, useBudgetTemplates, useDeleteBudget, useSaveSettings, useStartFromTemplate } from "./api.ts";
import { BudgetEventPicker } from "./event-picker.tsx";
import { AmountInput, budgetFormResolver, readAmount } from "./form-parts.tsx";

interface SettingsValues {
  currency: string;
  /** The overall limit as typed ("12,000"); empty: no limit. */
  limitMinor: string;
}

type SettingsOutput = z.output<typeof ZBudgetSettings>;

const SETTINGS_FIELDS = ["currency", "limitMinor"] as const satisfies ReadonlyArray<keyof SettingsValues>;

/** The limit as typed: null when empty, minor units, or the words for what is wrong. */
function readLimit(values: SettingsValues): number | null | string {
  return values.limitMinor.trim() === "" ? null : readAmount(values.limitMinor, values.currency, { allowZero: true });
}

/** Checked by the API's own ZBudgetSettings; the limit is read in the currency chosen beside it. */
const settingsResolver = budgetFormResolver<SettingsValues, typeof ZBudgetSettings>(
  ZBudgetSettings,
  (values) => ({
    currency: values.currency,
    limitMinor: values.limitMinor.trim() === "" ? null : inputToMinor(values.limitMinor, values.currency),
  }),
  (values) => {
    const limit = readLimit(values);
    return { limitMinor: typeof limit === "string" ? limit : null };
  },
);

/**
 * The currency and limit: the saved ones (or the first template's currency before there is a budget),
 * following the server while untouched; what the organiser typed stays. A template started from here takes
 * them too, saved or not.
 */
function useSettingsForm(budget: TBudget | null, firstCurrency: string) {
  const limitMinor = budget?.limitMinor ?? null;
  const saved = useMemo<SettingsValues>(
    () => ({
      currency: firstCurrency,
      limitMinor: limitMinor !== null ? minorToInput(limitMinor, firstCurrency) : "",
    }),
    [firstCurrency, limitMinor],
  );
  return useServerForm<SettingsValues, SettingsOutput>({
    resolver: settingsResolver,
    values: saved,
    resetOptions: { keepDirtyValues: true },
    fieldNames: SETTINGS_FIELDS,
    failure: "Something went wrong. Please try again.",
  });
}

function SettingsCard({
  event,
  budget,
  form,
}: {
  event: TEvent;
  budget: TBudget | null;
  form: ReturnType<typeof useSettingsForm>;
}) {
  const id = useId();
  const save = useSaveSettings(event.id);
  const {
    register,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = form;
  const currency = useWatch({ control, name: "currency" });
  const currencies = COMMON_CURRENCIES.includes(currency as never)
    ? COMMON_CURRENCIES
    : [currency, ...COMMON_CURRENCIES];

  const submit = submitWith(async (settings) => {
    await save.mutateAsync(settings);
    successToast(
      budget ? "Budget saved" : "Budget created",
      budget ? undefined : "Add categories and lines, or start from a template below.",
    );
  });

  return (
    <Card className="p-5">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
      >
        <FormField id={`${id}-currency`} label="Currency" required error={errors.currency?.message}>
          {(control) => (
            <NativeSelect {...control} {...register("currency")}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={`${id}-limit`}
          label="Overall limit"
          hint="Optional: the most you mean to spend."
          error={errors.limitMinor?.message}
        >
          {(control) => (
            <AmountInput {...control} currency={currency} placeholder="No limit" {...register("limitMinor")} />
          )}
        </FormField>
        <Button type="submit" loading={isSubmitting} className="sm:mt-7">
          {budget ? "Save" : "Create empty budget"}
        </Button>
        {formError ? (
          <Alert variant="destructive" role="alert" title="The budget was not saved" className="sm:col-span-3">
            {formError}
          </Alert>
        ) : null}
      </form>
    </Card>
  );
}

function TemplateCard({
  choice,
  budget,
  onUse,
  pending,
}: {
  choice: TBudgetTemplateChoice;
  budget: TBudget | null;
  onUse: () => void;
  pending: boolean;
}) {
  const [open, setOpen] = useState(choice.usedForEvent);
  const listId = useId();
  const categories = new Set(choice.lines.map((l) => l.category)).size;
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {choice.title}
            {choice.usedForEvent ? <Badge variant="accent">This event's template</Badge> : null}
          </h3>
          <p className="text-sm text-muted-foreground">
            {choice.lines.length} lines in {categories} categories · about{" "}
            {formatMoney(choice.totalMinor, choice.currency)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
            {open ? "Hide lines" : "Show lines"}
          </Button>
          <Button
            size="sm"
            onClick={onUse}
            loading={pending}
            aria-label={`${budget ? "Add the lines of" : "Start from"} ${choice.title}`}
          >
            {budget ? <ListPlus aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {budget ? "Add these lines" : "Start from this plan"}
          </Button>
        </div>
      </div>
      {open ? (
        <ul id={listId} className="mt-3 divide-y rounded-lg border text-sm">
          {choice.lines.map((line, index) => (
            <li key={index} className="flex justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="text-muted-foreground">{line.category} · </span>
                {line.item}
              </span>
              <span className="shrink-0 tabular-nums">{formatMoney(line.amountMinor, choice.currency)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** The way back to no budget: everything recorded under it goes, so it asks first. */
function DeleteBudgetCard({ event }: { event: TEvent }) {
  const headingId = useId();
  const remove = useDeleteBudget(event.id);
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Start over
      </h2>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Deleting the budget removes its categories, lines, expenses and receipts.
        </p>
        <Button
          variant="outline"
          className="shrink-0 text-destructive"
          onClick={() => {
            remove.reset();
            setAsking(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete budget
        </Button>
      </Card>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Delete the budget of ${event.name}?`}
        description="Its categories, lines, expenses and receipts are deleted with it. The event stays."
        confirmLabel="Delete budget"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          // Not mutate's own onSuccess: the card is gone with the budget before that would run. A failure
          // stays in the dialog (remove.error).
          void remove.mutateAsync(undefined).then(
            () => {
              setAsking(false);
              successToast("Budget deleted", `"${event.name}" has no budget now.`);
            },
            () => undefined,
          )
        }
      />
    </section>
  );
}

function Planning({ event }: { event: TEvent }) {
  const budget = useBudget(event.id);
  const templates = useBudgetTemplates(event.id);

  if (budget.isPending || templates.isPending) return <ListSkeleton label="Loading the budget plan" rows={3} />;
  if (budget.isError)
    return (
      <LoadFailedAlert
        title="We couldn't load the budget."
        error={budget.error}
        retrying={budget.isFetching}
        onRetry={() => void budget.refetch()}
      />
    );
  if (templates.isError)
    return (
      <LoadFailedAlert
        title="We couldn't load the templates."
        error={templates.error}
        retrying={templates.isFetching}
        onRetry={() => void templates.refetch()}
      />
    );
  return <PlanningForms event={event} current={budget.data} choices={templates.data.items} />;
}

function PlanningForms({
  event,
  current,
  choices,
}: {
  event: TEvent;
  current: TBudget | null;
  choices: TBudgetTemplateChoice[];
}) {
  const navigate = useNavigate();
  const start = useStartFromTemplate(event.id);
  const [startError, setStartError] = useState<string | null>(null);
  const settings = useSettingsForm(current, current?.currency ?? choices[0]?.currency ?? "USD");

  function use(choice: TBudgetTemplateChoice) {
    const shown = settings.getValues();
    const limitMinor = readLimit(shown);
    setStartError(null);
    start.mutate(
      current
        ? { slug: choice.slug }
        : { slug: choice.slug, currency: shown.currency, ...(typeof limitMinor === "number" ? { limitMinor } : {}) },
      {
        onSuccess: () => {
          successToast(
            current ? "Lines added" : "Budget started",
            `${choice.lines.length} lines from ${choice.title} are in the budget.`,
          );
          void navigate(`/budgeting?eventId=${encodeURIComponent(event.id)}`);
        },
        onError: (error) => setStartError(error.message),
      },
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="budget-settings" className="space-y-3">
        <h2 id="budget-settings" className="text-lg font-semibold">
          Currency and limit
        </h2>
        <SettingsCard event={event} budget={current} form={settings} />
      </section>
      <section aria-labelledby="budget-templates" className="space-y-3">
        <div className="space-y-1">
          <h2 id="budget-templates" className="text-lg font-semibold">
            Planning templates for {event.eventType.name.toLowerCase()} events
          </h2>
          <p className="text-sm text-muted-foreground">
            {current
              ? "Add a template's usual costs to your budget: its categories are matched by name and its lines appended, for you to adjust."
              : "Start with the usual costs of this kind of gathering, then adjust the amounts to your own quotes."}{" "}
            Amounts are suggestions, not converted between currencies.
          </p>
        </div>
        {startError ? (
          <Alert variant="destructive" role="alert" title="The template was not used">
            {startError}
          </Alert>
        ) : null}
        {choices.length === 0 ? (
          <EmptyState icon={Sparkles} title="No templates for this kind of event">
            Create an empty budget above and add your own categories and lines.
          </EmptyState>
        ) : (
          <div className="space-y-3">
            {choices.map((choice) => (
              <TemplateCard
                key={choice.slug}
                choice={choice}
                budget={current}
                pending={start.isPending && start.variables?.slug === choice.slug}
                onUse={() => use(choice)}
              />
            ))}
          </div>
        )}
      </section>
      {current ? <DeleteBudgetCard event={event} /> : null}
    </div>
  );
}

export default function BudgetPlanningPage() {
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Budget planning</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Choose the budget's currency and limit, and start from the costs a gathering like yours usually has.
        </p>
      </header>
      <BudgetEventPicker>{(event) => <Planning key={event.id} event={event} />}</BudgetEventPicker>
    </div>
  );
}
