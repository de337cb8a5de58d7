import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation, useNavigate } from "react-router";
import { KeyRound, LogIn, MailCheck, WandSparkles } from "lucide-react";
import { AUTH_RETURN_PATHS, ZMagicLinkInput, ZSignInInput } from "#shared/auth/schemas.ts";
import { HeldSubmitForm } from "#client/components/held-submit-form.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { refreshSession, returnTargetFrom } from "#client/lib/auth.ts";
import { returnToQuery } from "#client/lib/return-path.ts";
import { authClient, authErrorMessage, toAuthClientError } from "#client/lib/auth-client.ts";
import { authErrorToast, magicLinkSentToast, signedInToast, TOAST_TEXT } from "#client/lib/toast.ts";
import { EmailField } from "./email-field.tsx";
import { AuthShell, authLinkClass } from "./auth-shell.tsx";
import { applyServerFieldErrors } from "./server-errors.ts";

function PasswordSignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const idPrefix = useId();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZSignInInput),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
    if (error) {
      const failure = toAuthClientError(error);
      const onField = applyServerFieldErrors(setError, failure, ["email", "password"] as const);
      const message = authErrorMessage(failure);
      if (!onField) setFormError(message ?? TOAST_TEXT.authErrorFallback);
      authErrorToast(message);
      return;
    }
    await refreshSession();
    signedInToast();
    void navigate(returnTargetFrom(location.search, location.state), { replace: true });
  });

  return (
    <HeldSubmitForm noValidate onSubmit={onSubmit} className="space-y-5">
      {formError ? (
        <Alert variant="destructive" role="alert">
          {formError}
        </Alert>
      ) : null}
      <EmailField
        id={`${idPrefix}-email`}
        registration={register("email")}
        error={errors.email?.message}
        autoComplete="username"
      />
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        required
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className={`${authLinkClass} text-sm`}>
            Forgot password?
          </Link>
        }
      >
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...register("password")} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Sign in
      </Button>
    </HeldSubmitForm>
  );
}

function MagicLinkForm() {
  const idPrefix = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZMagicLinkInput),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await authClient.signIn.magicLink({
      email: values.email,
      callbackURL: AUTH_RETURN_PATHS.magicLink,
      errorCallbackURL: AUTH_RETURN_PATHS.magicLink,
    });
    if (error) {
      const failure = toAuthClientError(error);
      applyServerFieldErrors(setError, failure, ["email"] as const);
      authErrorToast(authErrorMessage(failure));
      return;
    }
    magicLinkSentToast();
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-5 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-soft text-success-foreground">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">Check your inbox</h2>
          <p className="text-sm text-pretty text-muted-foreground">
            We sent a sign-in link to <strong className="font-semibold wrap-anywhere text-foreground">{sentTo}</strong>.
            It works once and expires in 5 minutes.
          </p>
        </div>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            setSentTo(null);
            reset({ email: sentTo });
            window.setTimeout(() => setFocus("email"), 0);
          }}
        >
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-muted-foreground">
        No password needed: we'll email you a link that signs you in with one click.
      </p>
      <EmailField id={`${idPrefix}-email`} registration={register("email")} error={errors.email?.message} />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Send magic link
      </Button>
    </form>
  );
}

export default function LoginPage() {
  const location = useLocation();
  return (
    <AuthShell
      icon={<LogIn aria-hidden="true" />}
      title="Welcome back"
      description="Sign in to keep planning your events."
      footer={
        <>
          New to Gatherly? {/* Whoever was sent here to come back somewhere keeps that on the way to sign-up. */}
          <Link to={`/signup${returnToQuery(location.search)}`} state={location.state} className={authLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <Tabs defaultValue="password">
        <TabsList>
          <TabsTrigger value="password">
            <KeyRound aria-hidden="true" />
            Password
          </TabsTrigger>
          <TabsTrigger value="magic-link">
            <WandSparkles aria-hidden="true" />
            Magic link
          </TabsTrigger>
        </TabsList>
        {/*
          The panel is not named after its tab here: a region called "Password" would share the accessible
          label of the password field it contains, and assistive tech (and tests) could not tell them apart.
        */}
        <TabsContent value="password" aria-labelledby={undefined}>
          <PasswordSignInForm />
        </TabsContent>
        <TabsContent value="magic-link">
          <MagicLinkForm />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
