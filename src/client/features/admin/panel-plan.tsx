/** The user panel's Plan tab: change the plan, start or end a trial, set or unset a lifetime plan. */
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { Clock, Infinity as InfinityIcon } from "lucide-react";
import type { TAdminSubscriptionChange, TAdminUserRow } from "#shared/account/schemas.ts";
import { PLAN_LABELS, PLAN_TYPES, type PlanType } from "#shared/plans.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { useUserData } from "#client/lib/account.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useChangeSubscription } from "./api.ts";
import { formatDate, nameOf, planLabel, planOf, trialStateOf } from "./format.ts";
import { PanelSection as Section } from "./panel-section.tsx";
import { PlanBadges } from "./plan-badges.tsx";
import { errorMessage } from "./states.tsx";

const DEFAULT_TRIAL_DAYS = 14;
const MAX_TRIAL_DAYS = 365;
/** The forms' `formError` is not shown: every refusal in this panel is told in a toast (see SendChange). */
const FAILED = "The change was not saved.";

/** The panel's buttons that act at once; the plan and the trial go through their forms. */
type ButtonAction = "trial-end" | "lifetime";

/** Sends one change and says in a toast how it went; a refusal is thrown on after its toast. */
type SendChange = (body: TAdminSubscriptionChange, success: () => [string, string]) => Promise<void>;

// No server field error can land in these forms: the selects offer only real plans, and the days are checked
// against the bounds of the API's ZAdminSubscriptionChange, in words for the admin.
const NO_SERVER_FIELDS = [] as const;

function trialDaysError(raw: string): string | undefined {
  const days = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(days)) return "Enter a whole number of days.";
  if (days < 1 || days > MAX_TRIAL_DAYS) return `Enter between 1 and ${MAX_TRIAL_DAYS} days.`;
  return undefined;
}

interface PlanFormValues {
  planType: PlanType;
}

function PlanForm({ name, plan, busy, send }: { name: string; plan: PlanType; busy: boolean; send: SendChange }) {
  const id = useId();
  const {
    register,
    control,
    submitWith,
    formState: { isSubmitting },
  } = useServerForm<PlanFormValues, PlanFormValues>({
    defaultValues: { planType: plan },
    fieldNames: NO_SERVER_FIELDS,
    failure: FAILED,
  });
  const selected = useWatch({ control, name: "planType" });

  const submit = submitWith(async ({ planType }) => {
    if (planType === plan) return;
    await send({ planType }, () => ["Plan updated", `${name} is now on the ${PLAN_LABELS[planType]} plan.`]);
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField id={`${id}-plan`} label="Plan" className="flex-1">
        {(props) => (
          <NativeSelect {...props} disabled={busy} {...register("planType")}>
            {PLAN_TYPES.map((type) => (
              <option key={type} value={type}>
                {PLAN_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" disabled={busy || selected === plan} loading={isSubmitting}>
        Save plan
      </Button>
    </form>
  );
}

interface TrialFormValues {
  /** As typed. */
  days: string;
  trialPlan: PlanType | "current";
}

function TrialForm({ name, plan, busy, send }: { name: string; plan: PlanType; busy: boolean; send: SendChange }) {
  const id = useId();
  const {
    register,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<TrialFormValues, TrialFormValues>({
    defaultValues: { days: String(DEFAULT_TRIAL_DAYS), trialPlan: "current" },
    fieldNames: NO_SERVER_FIELDS,
    failure: FAILED,
  });

  const submit = submitWith(async ({ days: typed, trialPlan }) => {
    const days = Number(typed);
    const body: TAdminSubscriptionChange = { trial: { action: "start", days } };
    if (trialPlan !== "current") body.planType = trialPlan;
    const onPlan = trialPlan === "current" ? plan : trialPlan;
    await send(body, () => [
      "Trial started",
      `${name} has a ${days}-day trial${onPlan === "free" ? "" : ` of ${PLAN_LABELS[onPlan]}`}.`,
    ]);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <FormField id={`${id}-days`} label="Days" required error={errors.days?.message}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TRIAL_DAYS}
              step={1}
              disabled={busy}
              {...register("days", { validate: (raw) => trialDaysError(raw) ?? true })}
            />
          )}
        </FormField>
        <FormField id={`${id}-trial-plan`} label="Trial of">
          {(props) => (
            <NativeSelect {...props} disabled={busy} {...register("trialPlan")}>
              <option value="current">Current plan ({PLAN_LABELS[plan]})</option>
              {PLAN_TYPES.filter((type) => type !== "free").map((type) => (
                <option key={type} value={type}>
                  {PLAN_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} loading={isSubmitting}>
          Start trial
        </Button>
      </div>
    </form>
  );
}

export function PanelPlan({ user }: { user: TAdminUserRow }) {
  const me = useUserData();
  const change = useChangeSubscription(me.data?.user.id);
  const [pending, setPending] = useState<ButtonAction | null>(null);
  const name = nameOf(user);
  const plan = planOf(user.subscription);
  const trial = trialStateOf(user.subscription);
  const lifetime = user.subscription?.isLifetime ?? false;
  const busy = change.isPending;

  const send: SendChange = async (body, success) => {
    try {
      await change.mutateAsync({ userId: user.id, change: body });
    } catch (error) {
      errorToast(errorMessage(error));
      throw error;
    }
    const [title, description] = success();
    successToast(title, description);
  };

  function act(action: ButtonAction, body: TAdminSubscriptionChange, success: () => [string, string]) {
    setPending(action);
    send(body, success)
      // Already told in a toast.
      .catch(() => undefined)
      .finally(() => setPending(null));
  }

  function endTrial() {
    act("trial-end", { trial: { action: "end" } }, () => ["Trial ended", `${name} is back on the Free plan.`]);
  }

  function toggleLifetime() {
    const next = !lifetime;
    act("lifetime", { isLifetime: next }, () =>
      next
        ? ["Lifetime plan set", `${name}'s ${planLabel(plan)} plan no longer needs renewing.`]
        : ["Lifetime plan removed", `${name}'s ${planLabel(plan)} plan is a regular plan again.`],
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Current plan:</span>
        <PlanBadges subscription={user.subscription} />
      </div>

      <Section
        title="Change plan"
        description="The tier this account pays for. The change applies on the user's next request."
      >
        {/* A new plan on screen (after a save or a refresh) starts the picker again from it. */}
        <PlanForm key={plan} name={name} plan={plan} busy={busy} send={send} />
      </Section>

      <Section
        title="Trial"
        description="A trial is a plan for a limited time. A trial on the Free plan opens Premium features while it runs."
      >
        {trial.kind === "active" ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {trial.daysRemaining} {trial.daysRemaining === 1 ? "day" : "days"} left, ends {formatDate(trial.endsAt)}
                . Ending it returns {name} to the Free plan.
              </span>
            </p>
            <Button variant="destructive-outline" disabled={busy} loading={pending === "trial-end"} onClick={endTrial}>
              End trial
            </Button>
          </div>
        ) : (
          <>
            {trial.kind === "ended" ? (
              <p className="text-sm text-muted-foreground">The last trial ended {formatDate(trial.endedAt)}.</p>
            ) : null}
            <TrialForm name={name} plan={plan} busy={busy} send={send} />
          </>
        )}
      </Section>

      <Section
        title="Lifetime plan"
        description="A lifetime plan never needs renewing. It keeps the current tier; change the tier above."
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm">
            <InfinityIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {lifetime ? `${planLabel(plan)} for life.` : "Not a lifetime plan."}
          </p>
          <Button
            variant={lifetime ? "destructive-outline" : "outline"}
            disabled={busy}
            loading={pending === "lifetime"}
            onClick={toggleLifetime}
          >
            {lifetime ? "Remove lifetime" : "Make lifetime"}
          </Button>
        </div>
      </Section>
    </div>
  );
}
