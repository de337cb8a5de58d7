import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import {
  ArrowRight,
  FlaskConical,
  Inbox,
  KeyRound,
  ListChecks,
  Mail,
  ShieldCheck,
  Terminal,
  type LucideIcon,
} from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { PageHero, textLinkClass } from "./page-hero.tsx";
import { TRIAL_DAYS } from "./plan-tiers.ts";

const DEMO_PASSWORD = "gatherly-demo-password";

const DEMO_ACCOUNTS = [
  {
    email: "demo@gatherly.local",
    name: "Dana Organiser",
    plan: "Pro",
    check:
      "Every Free, Premium and Pro feature opens; Business pages show the Premium Feature notice and go to Pricing.",
  },
  {
    email: "premium@gatherly.local",
    name: "Priya Premium",
    plan: "Premium",
    check: "Premium features open; Pro and Business pages go to Pricing.",
  },
  {
    email: "trial@gatherly.local",
    name: "Theo Trial",
    plan: `Free, ${TRIAL_DAYS}-day trial`,
    check: "Premium features open while the trial runs; Pricing and the dashboard show the days left.",
  },
  {
    email: "guest@gatherly.local",
    name: "Gus Guest",
    plan: "Free",
    check: `Only Free features open; Pricing offers a ${TRIAL_DAYS}-day trial of Premium or Pro.`,
  },
] as const;

const TESTING_PAGES = [
  { to: "/testing-dashboard", label: "Testing dashboard", text: "The starting point for plan testing." },
  { to: "/basic-plan-testing", label: "Basic plan testing", text: "The Free features, one by one." },
  { to: "/premium-plan-testing", label: "Premium plan testing", text: "The Premium features, one by one." },
  { to: "/pro-plan-testing", label: "Pro plan testing", text: "The Pro features, one by one." },
  { to: "/business-plan-testing", label: "Business plan testing", text: "The Business features, one by one." },
] as const;

const code = "rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em] text-foreground";
const codeBlock =
  "overflow-x-auto rounded-lg bg-foreground px-4 py-3 font-mono text-sm leading-relaxed text-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function Step({
  icon: Icon,
  title,
  id,
  children,
}: {
  icon: LucideIcon;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-surface p-5 shadow-soft sm:p-7">
      <h2 id={id} className="mb-4 flex items-center gap-3 text-lg font-semibold tracking-tight">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="space-y-4 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

export default function TestingGuidesPage() {
  const passwordId = useId();

  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<FlaskConical aria-hidden="true" />}
        eyebrow="Testing guides"
        title="How to test Gatherly"
        description="Everything you need to try each plan on your own machine: demo accounts, the plan testing pages and a mailbox that needs no mail server."
      />

      <div className="mx-auto max-w-4xl space-y-6 px-4 sm:px-6">
        <Step icon={Terminal} title="1. Start Gatherly and add the demo accounts" id="guide-start">
          <p>
            Create the demo accounts with <code className={code}>npm run seed</code>, then start the app. With the
            built-in database only one process may use the data folder at a time, so stop a running server first.
          </p>
          {/* Focusable so a keyboard can scroll a command wider than a phone. */}
          <pre tabIndex={0} className={codeBlock}>
            <code>{"npm install\nnpm run seed\nnpm start"}</code>
          </pre>
          <p>Running the seed twice is safe: accounts that already exist are left alone.</p>
        </Step>

        <Step icon={KeyRound} title="2. Sign in as a demo account" id="guide-accounts">
          <p>
            Every demo account has a confirmed email address and the same password. Sign in on the{" "}
            <Link to="/login" className={textLinkClass}>
              sign-in page
            </Link>
            .
          </p>
          <div className="max-w-sm space-y-2">
            <Label htmlFor={passwordId}>Demo password</Label>
            <Input
              id={passwordId}
              readOnly
              value={DEMO_PASSWORD}
              className="font-mono"
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.email} className="rounded-lg border bg-background p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-mono text-sm font-medium break-all text-foreground">{account.email}</p>
                  <Badge variant={account.plan === "Free" ? "neutral" : "default"}>{account.plan}</Badge>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{account.name}</p>
                <p className="mt-2">{account.check}</p>
              </li>
            ))}
          </ul>
        </Step>

        <Step icon={ShieldCheck} title="3. Test plans as an administrator" id="guide-admin">
          <p>
            Administrators see the Testing link in the header and can change any account's plan, trial or role from the
            admin pages. Give an address the admin role by listing it in <code className={code}>ADMIN_EMAILS</code> when
            starting the server; it applies once the address is confirmed, and at every start.
          </p>
          <pre tabIndex={0} className={codeBlock}>
            <code>ADMIN_EMAILS=demo@gatherly.local npm start</code>
          </pre>
          <ul className="divide-y rounded-lg border bg-background">
            {TESTING_PAGES.map((page) => (
              <li
                key={page.to}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div>
                  <Link to={page.to} className={`${textLinkClass} inline-flex items-center gap-1.5`}>
                    {page.label}
                    <ArrowRight aria-hidden="true" className="size-3.5" />
                  </Link>
                  <p className="text-sm text-muted-foreground">{page.text}</p>
                </div>
                <code className={`${code} self-start sm:self-auto`}>{page.to}</code>
              </li>
            ))}
          </ul>
          <p>
            A good loop: change an account's plan in the admin pages, sign in as that account in another browser
            profile, and open the page of each tier. Reload the page to see a change made elsewhere.
          </p>
        </Step>

        <Step icon={Inbox} title="4. Read the mail on a laptop" id="guide-mailbox">
          <p>
            Without <code className={code}>SMTP_URL</code>, nothing leaves your machine: the mail Gatherly would send
            (email confirmations, magic sign-in links, password resets) is kept and shown in the{" "}
            <Link to="/dev/mailbox" className={textLinkClass}>
              local mailbox
            </Link>{" "}
            at <code className={code}>/dev/mailbox</code>, with clickable links.
          </p>
          <p>
            The mailbox answers only the machine running Gatherly, only while <code className={code}>BASE_URL</code>{" "}
            points at that machine, and never in production or when a mail server is configured.
          </p>
          <p className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              To see how each email looks, open the{" "}
              <Link to="/email-preview" className={textLinkClass}>
                email previews
              </Link>
              .
            </span>
          </p>
        </Step>

        <Link
          to="/test-scenarios"
          className="group flex items-center justify-between gap-4 rounded-xl border border-primary/30 bg-primary-soft/50 p-5 transition-colors hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-6"
        >
          <span className="flex items-center gap-3">
            <ListChecks aria-hidden="true" className="size-6 shrink-0 text-primary" />
            <span>
              <span className="block font-semibold">Test scenarios</span>
              <span className="block text-sm text-muted-foreground">
                Step-by-step checks for every plan, with the result to expect.
              </span>
            </span>
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </div>
  );
}
