import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { UserPlus } from "lucide-react";
import { AUTH_RETURN_PATHS, fullName, ZSignUpInput, type TSignUpInput } from "#shared/auth/schemas.ts";
import { ZSignupPlanType } from "#shared/plan-schemas.ts";
import { PLAN_LABELS, SIGNUP_PLAN_TYPES, type SignupPlanType } from "#shared/plans.ts";
import { HeldSubmitForm } from "#client/components/held-submit-form.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { refreshSession, returnTargetFrom } from "#client/lib/auth.ts";
import { returnToQuery } from "#client/lib/return-path.ts";
import { authClient, authErrorMessage, toAuthClientError } from "#client/lib/auth-client.ts";
import { storePendingPlan } from "#client/lib/local-auth-keys.ts";
import { accountCreatedToast, authErrorToast, successToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { EmailField } from "./email-field.tsx";
import { AuthShell, authLinkClass } from "./auth-shell.tsx";
import { applyServerFieldErrors } from "./server-errors.ts";

const PLAN_SUMMARIES: Record<SignupPlanType, string> = {
  free: "Events, venues, activities and printable checklists.",
  premium: "Adds RSVPs, messaging, budgets, polls and photo galleries.",
  pro: "Adds tickets, email campaigns, advanced analytics and branding.",
};

const FORM_FIELDS = ["firstName", "lastName", "email", "password", "planType", "wantsAffiliate"] as const;

/** The plan named by `?plan=`, when it is one sign-up offers. */
function planFromQuery(value: string | null): SignupPlanType {
  const parsed = ZSignupPlanType.safeParse(value?.trim().toLowerCase());
  return parsed.success ? parsed.data : "free";
}

export default function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const idPrefix = useId();
  const planGroupLabelId = `${idPrefix}-plan-label`;

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZSignUpInput),
    defaultValues: {
      firstName: "",
      lastName: "",
      // A guest's hub offers an account with the address the invitation went to.
      email: searchParams.get("email")?.slice(0, 254) ?? "",
      password: "",
      planType: planFromQuery(searchParams.get("plan")),
      wantsAffiliate: false,
    } satisfies TSignUpInput,
  });

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await authClient.signUp.email({
      email: values.email,
      password: values.password,
      name: fullName(values.firstName, values.lastName),
      firstName: values.firstName,
      lastName: values.lastName,
      planType: values.planType,
      wantsAffiliate: values.wantsAffiliate,
      callbackURL: AUTH_RETURN_PATHS.afterEmailConfirmation,
    });
    if (error) {
      const failure = toAuthClientError(error);
      applyServerFieldErrors(setError, failure, FORM_FIELDS);
      authErrorToast(authErrorMessage(failure));
      return;
    }
    // An address that already has an account gets the same answer without a session (so sign-up does not
    // tell who has an account); its owner has been mailed.
    if (!(await refreshSession())) {
      successToast("Check your email", `We have sent a message to ${values.email} about what to do next.`);
      void navigate("/login", { replace: true });
      return;
    }
    storePendingPlan(values.planType);
    accountCreatedToast(values.planType === "free" ? null : PLAN_LABELS[values.planType]);
    // Back to where the visitor was heading (a template they wanted to use), or the dashboard.
    void navigate(returnTargetFrom(location.search, location.state), { replace: true });
  });

  return (
    <AuthShell
      icon={<UserPlus aria-hidden="true" />}
      title="Create your account"
      description="Start planning in minutes. You can change your plan at any time."
      footer={
        <>
          Already have an account?{" "}
          <Link to={`/login${returnToQuery(location.search)}`} state={location.state} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <HeldSubmitForm noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <FormField id={`${idPrefix}-first-name`} label="First name" required error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...register("firstName")} />}
          </FormField>
          <FormField id={`${idPrefix}-last-name`} label="Last name" required error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...register("lastName")} />}
          </FormField>
        </div>

        <EmailField id={`${idPrefix}-email`} registration={register("email")} error={errors.email?.message} />

        <FormField
          id={`${idPrefix}-password`}
          label="Password"
          required
          hint="At least 8 characters."
          error={errors.password?.message}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" {...register("password")} />}
        </FormField>

        <div className="space-y-2">
          <p id={planGroupLabelId} className="text-sm font-medium">
            Plan
          </p>
          <Controller
            control={control}
            name="planType"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={planGroupLabelId}
                aria-invalid={errors.planType ? true : undefined}
                aria-describedby={errors.planType ? `${idPrefix}-plan-error` : undefined}
                value={field.value}
                onValueChange={(value) => field.onChange(ZSignupPlanType.parse(value))}
                name={field.name}
                className="gap-2.5"
              >
                {SIGNUP_PLAN_TYPES.map((plan) => {
                  const itemId = `${idPrefix}-plan-${plan}`;
                  const selected = field.value === plan;
                  return (
                    <label
                      key={plan}
                      htmlFor={itemId}
                      className={cn(
                        "flex cursor-pointer items-start gap-3 rounded-xl border bg-surface p-3.5 transition-colors duration-150",
                        "hover:border-primary/40 has-[:focus-visible]:border-primary",
                        selected && "border-primary bg-primary-soft/50 ring-1 ring-primary",
                      )}
                    >
                      <RadioGroupItem
                        id={itemId}
                        value={plan}
                        ref={plan === field.value ? field.ref : undefined}
                        aria-labelledby={`${itemId}-name`}
                        aria-describedby={`${itemId}-summary`}
                        className="mt-0.5"
                      />
                      <span className="min-w-0 space-y-0.5">
                        <span id={`${itemId}-name`} className="block text-sm font-semibold">
                          {PLAN_LABELS[plan]}
                        </span>
                        <span id={`${itemId}-summary`} className="block text-sm text-muted-foreground">
                          {PLAN_SUMMARIES[plan]}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </RadioGroup>
            )}
          />
          <FieldError id={`${idPrefix}-plan-error`} message={errors.planType?.message} />
        </div>

        <Controller
          control={control}
          name="wantsAffiliate"
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-xl bg-muted/60 p-3.5">
              <Checkbox
                id={`${idPrefix}-affiliate`}
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-describedby={`${idPrefix}-affiliate-hint`}
                className="mt-0.5"
              />
              <div className="space-y-0.5">
                <Label htmlFor={`${idPrefix}-affiliate`} className="cursor-pointer">
                  Also join the affiliate program
                </Label>
                <p id={`${idPrefix}-affiliate-hint`} className="text-sm text-muted-foreground">
                  Earn rewards when people you refer start planning with Gatherly.
                </p>
              </div>
            </div>
          )}
        />

        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Create account
        </Button>
      </HeldSubmitForm>
    </AuthShell>
  );
}
