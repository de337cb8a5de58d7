import { useEffect, useRef, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import {
  ArrowRight,
  CalendarHeart,
  Camera,
  HandCoins,
  MessagesSquare,
  Server,
  ShieldCheck,
  UsersRound,
} from "lucide-react";
import { PLAN_LABELS } from "#shared/plans.ts";
import { LogoMark } from "#client/components/logo.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { cn } from "#client/lib/utils.ts";
import { CategoryIcon } from "./category-icon.tsx";
import { textLinkClass } from "./page-hero.tsx";
import { PlanComparison } from "./plan-comparison.tsx";
import { PUBLIC_CATEGORIES, type PlanTier } from "./plan-tiers.ts";

const CHOOSE_YOUR_PLAN_ID = "choose-your-plan";

/** How many features a category card names before "and N more" (twice as many on a wide card). */
const FEATURES_PER_HIGHLIGHT = 4;

const PILLARS = [
  { icon: CalendarHeart, title: "Plan", text: "Events, venues, activities and checklists side by side." },
  { icon: UsersRound, title: "Invite", text: "Guests reply from a link, no account needed." },
  { icon: MessagesSquare, title: "Talk", text: "Announcements and messages instead of endless threads." },
  { icon: HandCoins, title: "Raise money", text: "Collect payments, donations and sponsorships." },
  { icon: Camera, title: "Keep memories", text: "Photos and videos gathered in shared galleries." },
] as const;

const GATHERINGS = ["Reunions", "Weddings", "Family", "School", "Clubs", "Sports", "Corporate", "Charity", "Travel"];

/** Widens the first (and last) cards so the three-column grid has no ragged last row. */
function wideHighlight(index: number, count: number): boolean {
  const remainder = count % 3;
  if (remainder === 0) return false;
  return index === 0 || (remainder === 1 && index === count - 1);
}

/**
 * Footer links point at /#choose-your-plan. The layout scrolls to a linked section when the hash changes;
 * this also brings the plans back into view when the same link is followed again (a new location key, same
 * hash) and moves keyboard focus to them.
 */
function useScrollToPlans(target: RefObject<HTMLElement | null>) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${CHOOSE_YOUR_PLAN_ID}`) return;
    // After the layout's own scroll-to-top on a route change, which runs in the same commit.
    const timer = window.setTimeout(() => {
      const section = target.current;
      if (!section) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
      section.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash, key, target]);
}

function HomePlanAction({ tier, signedIn }: { tier: PlanTier; signedIn: boolean }) {
  if (tier.plan === "business") {
    return (
      <Button asChild variant="outline">
        <Link to="/contact?subject=Business%20plan">Contact us</Link>
      </Button>
    );
  }
  if (signedIn) {
    return (
      <Button asChild variant={tier.plan === "free" ? "outline" : "default"}>
        <Link to="/pricing">See your options</Link>
      </Button>
    );
  }
  return (
    <Button asChild variant={tier.plan === "free" ? "outline" : "default"}>
      <Link to={`/signup?plan=${tier.plan}`}>
        {tier.plan === "free" ? "Get started free" : `Choose ${PLAN_LABELS[tier.plan]}`}
      </Link>
    </Button>
  );
}

export default function HomePage() {
  const { isAuthenticated, isLoading } = useAuth();
  const signedIn = !isLoading && isAuthenticated;
  const plansRef = useRef<HTMLElement>(null);
  useScrollToPlans(plansRef);

  return (
    <div className="flex-1">
      <section aria-labelledby="home-title" className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(60rem_26rem_at_50%_-4rem,var(--color-primary-soft),transparent_70%)]"
        />
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
          <LogoMark className="size-12 rounded-[10px] shadow-soft" />
          <div className="space-y-4">
            <p className="text-sm font-semibold tracking-wide text-primary">Gatherly</p>
            <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Making event planning effortless and enjoyable.
            </h1>
            <p className="mx-auto max-w-2xl text-lg text-pretty text-muted-foreground">
              Plan your gathering, invite your guests, talk with them, raise money and keep the memories, all in one
              place. Your guests answer from their phone, without signing up.
            </p>
          </div>

          <div className="flex min-h-11 w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            {isLoading ? null : isAuthenticated ? (
              <Button asChild size="lg">
                <Link to="/dashboard">
                  Go to your dashboard
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to="/signup">
                    Get started
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to="/login">Sign in</Link>
                </Button>
              </>
            )}
          </div>

          <ul aria-label="Made for all kinds of gatherings" className="flex flex-wrap justify-center gap-2">
            {GATHERINGS.map((kind) => (
              <li key={kind}>
                <Badge variant="neutral" className="bg-surface px-3 py-1 text-sm">
                  {kind}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="pillars-title" className="sr-only">
          What you can do with Gatherly
        </h2>
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-5 md:gap-4">
          {PILLARS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border bg-surface p-4 shadow-soft md:flex-col md:p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="highlights-title" className="border-y bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto mb-10 max-w-2xl space-y-3 text-center">
            <h2 id="highlights-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              Everything your gathering needs
            </h2>
            <p className="text-pretty text-muted-foreground">
              Start with the essentials for free and add the tools you need as your events grow.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5">
            {PUBLIC_CATEGORIES.map((category, index) => {
              const features = category.features.filter((feature) => !feature.adminOnly);
              const wide = wideHighlight(index, PUBLIC_CATEGORIES.length);
              const shown = features.slice(0, wide ? FEATURES_PER_HIGHLIGHT * 2 : FEATURES_PER_HIGHLIGHT);
              const more = features.length - shown.length;
              return (
                <li
                  key={category.key}
                  className={cn("flex flex-col rounded-xl border bg-background/60 p-5 sm:p-6", wide && "lg:col-span-2")}
                >
                  <div className="mb-3 flex items-center gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                      <CategoryIcon name={category.icon} className="size-5" />
                    </span>
                    <h3 className="font-semibold leading-snug">{category.title}</h3>
                  </div>
                  <p className="text-sm leading-relaxed text-pretty text-muted-foreground">{category.description}</p>
                  <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`${category.title} features`}>
                    {shown.map((feature) => (
                      <li key={feature.key}>
                        <Badge variant="neutral" className="bg-surface text-foreground">
                          {feature.title}
                          {feature.planType === "free" ? null : (
                            <span className="text-muted-foreground">· {PLAN_LABELS[feature.planType]}</span>
                          )}
                        </Badge>
                      </li>
                    ))}
                    {more > 0 ? (
                      <li>
                        <Badge variant="neutral" className="border-dashed bg-transparent">
                          and {more} more
                        </Badge>
                      </li>
                    ) : null}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="yours-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="grid gap-6 rounded-2xl border bg-primary-soft/50 p-6 sm:p-10 md:grid-cols-[1.2fr_1fr] md:items-center">
          <div className="space-y-3">
            <p className="text-sm font-semibold tracking-wide text-primary">For whoever looks after your computers</p>
            <h2 id="yours-title" className="text-2xl font-bold tracking-tight text-balance">
              Run it on your own server
            </h2>
            <p className="text-pretty text-muted-foreground">
              Gatherly starts on a laptop with its own built-in database and nothing else to install. When your
              community grows, point it at PostgreSQL, add a mail server and run it on as many servers as you like.
            </p>
            <p>
              <Link to="/about" className={textLinkClass}>
                Why we built Gatherly this way
              </Link>
            </p>
          </div>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-3 rounded-xl bg-surface p-4 shadow-soft">
              <Server aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="font-semibold">Self-hostable.</span> One command starts the whole app on your own
                machine.
              </span>
            </li>
            <li className="flex items-start gap-3 rounded-xl bg-surface p-4 shadow-soft">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="font-semibold">Private by default.</span> Cookies only to keep you signed in, no
                trackers, and your guests' answers are never sold.
              </span>
            </li>
          </ul>
        </div>
      </section>

      <section
        ref={plansRef}
        id={CHOOSE_YOUR_PLAN_ID}
        tabIndex={-1}
        aria-labelledby="choose-your-plan-title"
        className="border-t bg-surface py-16 focus:outline-none sm:py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto mb-10 max-w-2xl space-y-3 text-center">
            <h2 id="choose-your-plan-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              Choose your plan
            </h2>
            <p className="text-pretty text-muted-foreground">
              Every plan includes everything in the plan before it. Try Premium or Pro free for 14 days.
            </p>
          </div>
          <PlanComparison renderAction={(tier) => <HomePlanAction tier={tier} signedIn={signedIn} />} />
          <p className="mt-8 text-center text-sm text-muted-foreground">
            Questions about plans?{" "}
            <Link to="/pricing" className={textLinkClass}>
              See pricing details
            </Link>{" "}
            or{" "}
            <Link to="/faq" className={textLinkClass}>
              read the FAQ
            </Link>
            .
          </p>
        </div>
      </section>
    </div>
  );
}
