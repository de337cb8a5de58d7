/**
 * /budget-planning: set the budget's currency and overall limit, and start it (or add to it) from the
 * planning lines of a template for this kind of event, the one the event was made from first.
 */
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ChevronDown, ListPlus, Sparkles } from "lucide-react";
import type { TBudget, TBudgetTemplateChoice } from "#shared/budgets/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { COMMON_CURRENCIES, formatMoney, minorToInput } from "#shared/money.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useBudget, useBudgetTemplates, useSaveSettings, useStartFromTemplate } from "./api.ts";
import { BudgetEventPicker } from "./event-picker.tsx";
import { AmountInput, failure, readAmount, type FieldErrors } from "./form-parts.tsx";

interface Settings {
  currency: string;
  limitText: string;
}

/** The limit as typed: null when empty, minor units, or the words for what is wrong. */
function readLimit(settings: Settings): number | null | string {
  return settings.limitText.trim() === ""
    ? null
    : readAmount(settings.limitText, settings.currency, { allowZero: true });
}

function SettingsCard({
  event,
  budget,
  settings,
  onChange,
}: {
  event: TEvent;
  budget: TBudget | null;
  settings: Settings;
  onChange: (next: Settings) => void;
}) {
  const id = useId();
  const save = useSaveSettings(event.id);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const currencies = COMMON_CURRENCIES.includes(settings.currency as never)
    ? COMMON_CURRENCIES
    : [settings.currency, ...COMMON_CURRENCIES];

  function submit(e: FormEvent) {
    e.preventDefault();
    const limitMinor = readLimit(settings);
    if (typeof limitMinor === "string") {
      setErrors({ limitMinor });
      return;
    }
    setErrors({});
    setMessage(null);
    save.mutate(
      { currency: settings.currency, limitMinor },
      {
        onSuccess: () =>
          successToast(
            budget ? "Budget saved" : "Budget created",
            budget ? undefined : "Add categories and lines, or start from a template below.",
          ),
        onError: (error) => {
          const result = failure(error, ["currency", "limitMinor"]);
          setErrors(result.fields);
          setMessage(result.message);
        },
      },
    );
  }

  return (
    <Card className="p-5">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start">
        <FormField id={`${id}-currency`} label="Currency" required error={errors.currency}>
          {(control) => (
            <NativeSelect
              {...control}
              value={settings.currency}
              onChange={(e) => onChange({ ...settings, currency: e.target.value })}
            >
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
          error={errors.limitMinor}
        >
          {(control) => (
            <AmountInput
              {...control}
              currency={settings.currency}
              value={settings.limitText}
              onChange={(e) => onChange({ ...settings, limitText: e.target.value })}
              placeholder="No limit"
            />
          )}
        </FormField>
        <Button type="submit" loading={save.isPending} className="sm:mt-7">
          {budget ? "Save" : "Create empty budget"}
        </Button>
        {message ? (
          <Alert variant="destructive" role="alert" title="The budget was not saved" className="sm:col-span-3">
            {message}
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

function Planning({ event }: { event: TEvent }) {
  const navigate = useNavigate();
  const budget = useBudget(event.id);
  const templates = useBudgetTemplates(event.id);
  const start = useStartFromTemplate(event.id);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

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

  const current = budget.data;
  const firstCurrency = current?.currency ?? templates.data.items[0]?.currency ?? "USD";
  const shown: Settings = settings ?? {
    currency: firstCurrency,
    limitText: current?.limitMinor != null ? minorToInput(current.limitMinor, firstCurrency) : "",
  };

  function use(choice: TBudgetTemplateChoice) {
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
        <SettingsCard
          key={current?.updatedAt ?? "new"}
          event={event}
          budget={current}
          settings={shown}
          onChange={setSettings}
        />
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
        {templates.data.items.length === 0 ? (
          <EmptyState icon={Sparkles} title="No templates for this kind of event">
            Create an empty budget above and add your own categories and lines.
          </EmptyState>
        ) : (
          <div className="space-y-3">
            {templates.data.items.map((choice) => (
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
