import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ClipboardCheck, RotateCcw } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { PageHero, textLinkClass } from "./page-hero.tsx";
import { TRIAL_DAYS } from "./plan-tiers.ts";

interface Scenario {
  id: string;
  title: string;
  account: string;
  steps: string[];
  expected: string;
}

interface ScenarioGroup {
  id: string;
  title: string;
  summary: string;
  scenarios: Scenario[];
}

const SIGNED_OUT = "Signed out";

const GROUPS: readonly ScenarioGroup[] = [
  {
    id: "visitor",
    title: "Every visitor",
    summary: "Sign-up, email confirmation, both ways of signing in, and the guard on signed-in pages.",
    scenarios: [
      {
        id: "signup-free",
        title: "Sign up on the Free plan",
        account: SIGNED_OUT,
        steps: [
          "Open /signup.",
          "Fill in first name, last name, email and a password of 8 characters or more.",
          "Keep Free selected and choose Create account.",
        ],
        expected:
          'A notice reads "Account created! Welcome to Gatherly!" and the dashboard opens, showing the Free plan.',
      },
      {
        id: "signup-paid",
        title: "Sign up on a paid plan",
        account: SIGNED_OUT,
        steps: [
          "Open /signup?plan=premium.",
          "Check that Premium is already selected.",
          "Complete the form and create the account.",
        ],
        expected: `The notice adds "You're now on the Premium plan." and the dashboard shows Premium.`,
      },
      {
        id: "confirm-email",
        title: "Confirm the email address",
        account: "The account just created",
        steps: ["Open /dev/mailbox.", "Find the confirmation email for the new address and open its link."],
        expected: "The dashboard opens and no longer asks you to confirm your email.",
      },
      {
        id: "signin-password",
        title: "Sign in with a password",
        account: "guest@gatherly.local",
        steps: ["Open /login.", "Enter the email and the demo password and sign in."],
        expected: 'A notice reads "Welcome back! You have successfully signed in." and the dashboard opens.',
      },
      {
        id: "signin-magic-link",
        title: "Sign in with a magic link",
        account: "guest@gatherly.local",
        steps: [
          "Open /login and choose the Magic link tab.",
          "Enter the email and send the link.",
          "Open the link from /dev/mailbox.",
          "Open the same link a second time.",
        ],
        expected:
          'First "Magic link sent! Check your email for a sign-in link.", then the link signs you in. The second use is refused: each link works once, for 5 minutes.',
      },
      {
        id: "magic-link-unknown",
        title: "Magic link for an unknown address",
        account: SIGNED_OUT,
        steps: ["Ask for a magic link for an address with no account.", "Open /dev/mailbox."],
        expected: "The email invites the address to sign up instead of signing anyone in.",
      },
      {
        id: "guard",
        title: "Signed-in pages need a session",
        account: SIGNED_OUT,
        steps: ["Open /dashboard.", "Sign in on the page you land on."],
        expected:
          'You land on /login with the notice "Authentication Required: Please sign in to access this page", then return to /dashboard after signing in.',
      },
      {
        id: "signout",
        title: "Sign out",
        account: "Any account",
        steps: ["Choose Sign Out in the header."],
        expected: 'A notice reads "Signed out. You have been successfully signed out." and the home page opens.',
      },
    ],
  },
  {
    id: "free",
    title: "Free",
    summary: "Plan gating and the one free trial.",
    scenarios: [
      {
        id: "free-gated",
        title: "A Premium page redirects to Pricing",
        account: "guest@gatherly.local",
        steps: ["Open /rsvp."],
        expected:
          'A "Premium Feature" notice says "RSVP Management is a premium feature. Upgrade to gain access." and Pricing opens.',
      },
      {
        id: "free-search",
        title: "Search shows what a plan cannot open",
        account: "guest@gatherly.local",
        steps: ["On the dashboard, type ticket in the feature search.", "Choose Ticket Management."],
        expected:
          'The result carries a Pro badge; choosing it shows "Upgrade to Pro to access this feature" and opens Pricing.',
      },
      {
        id: "free-trial",
        title: "Start a trial",
        account: "guest@gatherly.local",
        steps: ["Open /pricing.", `Choose "Start ${TRIAL_DAYS}-day trial" on Premium.`, "Open /rsvp."],
        expected: `A success notice confirms the trial; Pricing marks Premium as your plan with ${TRIAL_DAYS} days left; /rsvp opens.`,
      },
      {
        id: "free-trial-once",
        title: "A trial is offered only once",
        account: "guest@gatherly.local, after the previous scenario",
        steps: ["Open /pricing again."],
        expected: "No trial buttons are offered; a second trial request is refused with a clear message.",
      },
    ],
  },
  {
    id: "premium",
    title: "Premium and trial",
    summary: "Premium opens its own features and no more.",
    scenarios: [
      {
        id: "premium-open",
        title: "Premium features open",
        account: "premium@gatherly.local",
        steps: ["Open /rsvp, /budgeting and /photo-gallery."],
        expected: "Each page opens without a notice.",
      },
      {
        id: "premium-pro-gated",
        title: "Pro features stay locked",
        account: "premium@gatherly.local",
        steps: ["Open /ticket-management."],
        expected: "The Premium Feature notice names Ticket Management and Pricing opens.",
      },
      {
        id: "trial-days",
        title: "A running trial shows its days left",
        account: "trial@gatherly.local",
        steps: ["Open /pricing, then /dashboard."],
        expected:
          "Both show a Premium trial with the number of days left; Premium pages open and Pro pages go to Pricing.",
      },
    ],
  },
  {
    id: "pro",
    title: "Pro",
    summary: "Pro opens everything below Business.",
    scenarios: [
      {
        id: "pro-open",
        title: "Pro features open",
        account: "demo@gatherly.local",
        steps: ["Open /ticket-management and /pro/email-campaigns."],
        expected: "Both pages open without a notice.",
      },
      {
        id: "pro-business-gated",
        title: "Business features stay locked",
        account: "demo@gatherly.local",
        steps: ["Open /business/data-export."],
        expected: "The Premium Feature notice names Data Export and Pricing opens.",
      },
    ],
  },
  {
    id: "business",
    title: "Business",
    summary: "Business opens everything; it is given by an administrator.",
    scenarios: [
      {
        id: "business-open",
        title: "Business features open",
        account: "An account an administrator moved to Business",
        steps: ["Reload, then open /business/data-export and /business/volunteers.", "Open /pricing."],
        expected: 'Both pages open; Pricing marks Business as "Your plan" and every lower plan as included.',
      },
    ],
  },
  {
    id: "admin",
    title: "Administrator",
    summary: "Start the server with ADMIN_EMAILS listing the account first.",
    scenarios: [
      {
        id: "admin-links",
        title: "Admin links appear",
        account: "An address in ADMIN_EMAILS",
        steps: ["Sign in and look at the header."],
        expected:
          "The header adds Admin, Affiliate Admin, Affiliate Dashboard and Testing; the Testing link opens /testing-dashboard.",
      },
      {
        id: "admin-plan-change",
        title: "Change a user's plan",
        account: "An address in ADMIN_EMAILS",
        steps: [
          "In the admin pages, move guest@gatherly.local to Pro.",
          "In another browser profile, sign in as guest@gatherly.local and open /ticket-management.",
        ],
        expected:
          "The page opens: the new plan applies on the next request, and the change is recorded in the audit log.",
      },
      {
        id: "admin-end-trial",
        title: "End a trial",
        account: "An address in ADMIN_EMAILS",
        steps: [
          "In the admin pages, end the trial of trial@gatherly.local.",
          "As that account, reload and open /rsvp.",
        ],
        expected: "The account is back on Free and /rsvp goes to Pricing.",
      },
    ],
  },
];

const STORAGE_KEY = "gatherly.test-scenarios.done";

function loadDone(): Set<string> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

function ScenarioCard({
  scenario,
  done,
  onToggle,
}: {
  scenario: Scenario;
  done: boolean;
  onToggle: (done: boolean) => void;
}) {
  const idPrefix = useId();
  return (
    <li className="rounded-xl border bg-surface p-4 shadow-soft sm:p-5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${idPrefix}-done`}
          checked={done}
          onCheckedChange={(checked) => onToggle(checked === true)}
          aria-describedby={`${idPrefix}-expected`}
          className="mt-0.5"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <Label htmlFor={`${idPrefix}-done`} className={done ? "text-muted-foreground line-through" : undefined}>
              {scenario.title}
            </Label>
            <p className="text-xs text-muted-foreground">
              Account: <span className="font-medium break-all text-foreground">{scenario.account}</span>
            </p>
          </div>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-foreground/90 marker:text-muted-foreground">
            {scenario.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p
            id={`${idPrefix}-expected`}
            className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success-foreground"
          >
            <span className="font-semibold">Expected: </span>
            {scenario.expected}
          </p>
        </div>
      </div>
    </li>
  );
}

export default function TestScenariosPage() {
  const [done, setDone] = useState<ReadonlySet<string>>(() => loadDone());
  const allIds = GROUPS.flatMap((group) => group.scenarios.map((scenario) => scenario.id));
  // Ticks saved by an older version of this list may name scenarios that no longer exist.
  const passedCount = allIds.filter((id) => done.has(id)).length;

  // Ticks survive a reload on this browser, so a long run can be finished later.
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...done]));
    } catch {
      // Storage can be full or blocked; the ticks then last for this visit only.
    }
  }, [done]);

  function toggle(id: string, value: boolean) {
    setDone((current) => {
      const next = new Set(current);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<ClipboardCheck aria-hidden="true" />}
        eyebrow="Test scenarios"
        title="End-to-end checks, plan by plan"
        description="Each scenario lists the account to use, the steps and the result to expect. Tick it when it passes."
      >
        <p className="text-sm text-muted-foreground">
          Set-up and demo accounts are in the{" "}
          <Link to="/testing-guides" className={textLinkClass}>
            testing guides
          </Link>
          .
        </p>
      </PageHero>

      <div className="mx-auto max-w-4xl space-y-10 px-4 sm:px-6">
        <div className="flex flex-col gap-3 rounded-xl border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-sm font-medium">
            {passedCount} of {allIds.length} scenarios passed
          </p>
          <nav aria-label="Scenario groups" className="flex flex-wrap gap-2">
            {GROUPS.map((group) => (
              <a
                key={group.id}
                href={`#scenarios-${group.id}`}
                className="rounded-full border px-3 py-1 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {group.title}
              </a>
            ))}
          </nav>
          <Button variant="ghost" size="sm" disabled={passedCount === 0} onClick={() => setDone(new Set())}>
            <RotateCcw aria-hidden="true" />
            Clear ticks
          </Button>
        </div>

        {GROUPS.map((group) => {
          const passed = group.scenarios.filter((scenario) => done.has(scenario.id)).length;
          return (
            <section
              key={group.id}
              id={`scenarios-${group.id}`}
              aria-labelledby={`scenarios-${group.id}-title`}
              className="space-y-4"
            >
              <div className="flex flex-wrap items-end justify-between gap-2">
                <div>
                  <h2 id={`scenarios-${group.id}-title`} className="text-xl font-semibold tracking-tight">
                    {group.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">{group.summary}</p>
                </div>
                <Badge variant={passed === group.scenarios.length ? "success" : "neutral"}>
                  {passed} / {group.scenarios.length} passed
                </Badge>
              </div>
              <ul className="space-y-3">
                {group.scenarios.map((scenario) => (
                  <ScenarioCard
                    key={scenario.id}
                    scenario={scenario}
                    done={done.has(scenario.id)}
                    onToggle={(value) => toggle(scenario.id, value)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
