/** The user panel's Plan tab: change the plan, start or end a trial, set or unset a lifetime plan. */
import { useId, useState, type FormEvent } from "react";
import { Clock, Infinity as InfinityIcon } from "lucide-react";
import type { TAdminSubscriptionChange, TAdminUserRow } from "#shared/account/schemas.ts";
import { ZPlanType } from "#shared/plan-schemas.ts";
import { PLAN_LABELS, PLAN_TYPES, type PlanType } from "#shared/plans.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { useUserData } from "#client/lib/account.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useChangeSubscription } from "./api.ts";
import { formatDate, nameOf, planLabel, planOf, trialStateOf } from "./format.ts";
import { PanelSection as Section } from "./panel-section.tsx";
import { PlanBadges } from "./plan-badges.tsx";
import { errorMessage } from "./states.tsx";

const DEFAULT_TRIAL_DAYS = 14;
const MAX_TRIAL_DAYS = 365;

type PlanAction = "plan" | "trial-start" | "trial-end" | "lifetime";

function trialDaysError(raw: string): string | undefined {
  const days = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(days)) return "Enter a whole number of days.";
  if (days < 1 || days > MAX_TRIAL_DAYS) return `Enter between 1 and ${MAX_TRIAL_DAYS} days.`;
  return undefined;
}

export function PanelPlan({ user }: { user: TAdminUserRow }) {
  const me = useUserData();
  const change = useChangeSubscription(me.data?.user.id);
  const [pending, setPending] = useState<PlanAction | null>(null);
  const ids = useId();
  const name = nameOf(user);
  const plan = planOf(user.subscription);
  const trial = trialStateOf(user.subscription);
  const lifetime = user.subscription?.isLifetime ?? false;

  const [selectedPlan, setSelectedPlan] = useState<PlanType>(plan);
  const [trialDays, setTrialDays] = useState(String(DEFAULT_TRIAL_DAYS));
  const [trialPlan, setTrialPlan] = useState<PlanType | "current">("current");
  const [daysError, setDaysError] = useState<string | undefined>(undefined);
  // The plan on screen changes after a save or a refresh; the picker follows it unless the admin is mid-edit.
  const [shownPlan, setShownPlan] = useState(plan);
  if (shownPlan !== plan) {
    setShownPlan(plan);
    setSelectedPlan(plan);
  }

  const busy = change.isPending;

  function run(action: PlanAction, body: TAdminSubscriptionChange, success: () => [string, string]) {
    setPending(action);
    change.mutate(
      { userId: user.id, change: body },
      {
        onSuccess: () => {
          const [title, description] = success();
          successToast(title, description);
        },
        onError: (error) => errorToast(errorMessage(error)),
        onSettled: () => setPending(null),
      },
    );
  }

  function savePlan(event: FormEvent) {
    event.preventDefault();
    if (selectedPlan === plan) return;
    run("plan", { planType: selectedPlan }, () => [
      "Plan updated",
      `${name} is now on the ${PLAN_LABELS[selectedPlan]} plan.`,
    ]);
  }

  function startTrial(event: FormEvent) {
    event.preventDefault();
    const error = trialDaysError(trialDays);
    setDaysError(error);
    if (error) return;
    const days = Number(trialDays);
    const body: TAdminSubscriptionChange = { trial: { action: "start", days } };
    if (trialPlan !== "current") body.planType = trialPlan;
    const onPlan = trialPlan === "current" ? plan : trialPlan;
    run("trial-start", body, () => [
      "Trial started",
      `${name} has a ${days}-day trial${onPlan === "free" ? "" : ` of ${PLAN_LABELS[onPlan]}`}.`,
    ]);
  }

  function endTrial() {
    run("trial-end", { trial: { action: "end" } }, () => ["Trial ended", `${name} is back on the Free plan.`]);
  }

  function toggleLifetime() {
    const next = !lifetime;
    run("lifetime", { isLifetime: next }, () =>
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
        <form onSubmit={savePlan} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField id={`${ids}-plan`} label="Plan" className="flex-1">
            {(control) => (
              <NativeSelect
                {...control}
                value={selectedPlan}
                disabled={busy}
                onChange={(event) => setSelectedPlan(ZPlanType.parse(event.target.value))}
              >
                {PLAN_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PLAN_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button type="submit" disabled={busy || selectedPlan === plan} loading={pending === "plan"}>
            Save plan
          </Button>
        </form>
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
          <form onSubmit={startTrial} noValidate className="space-y-3">
            {trial.kind === "ended" ? (
              <p className="text-sm text-muted-foreground">The last trial ended {formatDate(trial.endedAt)}.</p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
              <FormField id={`${ids}-days`} label="Days" required error={daysError}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_TRIAL_DAYS}
                    step={1}
                    value={trialDays}
                    disabled={busy}
                    onChange={(event) => {
                      setTrialDays(event.target.value);
                      if (daysError) setDaysError(trialDaysError(event.target.value));
                    }}
                  />
                )}
              </FormField>
              <FormField id={`${ids}-trial-plan`} label="Trial of">
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={trialPlan}
                    disabled={busy}
                    onChange={(event) =>
                      setTrialPlan(event.target.value === "current" ? "current" : ZPlanType.parse(event.target.value))
                    }
                  >
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
              <Button type="submit" disabled={busy} loading={pending === "trial-start"}>
                Start trial
              </Button>
            </div>
          </form>
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
