import { Link } from "react-router";
import { ArrowRight, BadgeCheck, ClipboardPen, Coins, Handshake, Link2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { PageHero, textLinkClass } from "./page-hero.tsx";

const STEPS = [
  {
    icon: ClipboardPen,
    title: "Apply",
    text: "Tell us who you are and where you'd talk about Gatherly: your club, your blog, your planning clients.",
  },
  {
    icon: BadgeCheck,
    title: "Get approved",
    text: "An administrator reviews your application. Once it is approved, your affiliate dashboard opens to you.",
  },
  {
    icon: Link2,
    title: "Share your link",
    text: "Your affiliate dashboard gives you a personal referral link and marketing materials ready to use.",
  },
  {
    icon: Coins,
    title: "Earn commissions",
    text: "People who sign up through your link are credited to you. Your dashboard shows each referral and the commission it brings.",
  },
] as const;

export default function AffiliatePage() {
  const { isAuthenticated, isLoading } = useAuth();
  const signedIn = !isLoading && isAuthenticated;

  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<Handshake aria-hidden="true" />}
        eyebrow="Affiliate Program"
        title="Share Gatherly, earn with every planner you bring"
        description="If you know people who organise reunions, weddings, club nights or conferences, recommend Gatherly and earn a commission for the planners you refer."
      >
        <div className="mt-2 flex min-h-11 w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {isLoading ? null : signedIn ? (
            <Button asChild size="lg">
              <Link to="/affiliate/apply">
                Apply to the program
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <Link to="/signup">
                  Sign up and join
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">Sign in to apply</Link>
              </Button>
            </>
          )}
        </div>
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-12 px-4 sm:px-6">
        <section aria-labelledby="affiliate-how-title" className="space-y-6">
          <h2 id="affiliate-how-title" className="text-center text-2xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-xl border bg-surface p-5 shadow-soft">
                <span className="mb-4 flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span aria-hidden="true" className="text-sm font-semibold text-muted-foreground">
                    Step {index + 1}
                  </span>
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="affiliate-signup-title"
          className="grid gap-6 rounded-2xl border bg-primary-soft/50 p-6 sm:p-8 md:grid-cols-[1.4fr_1fr] md:items-center"
        >
          <div className="space-y-3">
            <h2 id="affiliate-signup-title" className="text-xl font-semibold tracking-tight">
              New to Gatherly? Join in one step
            </h2>
            <p className="text-pretty text-muted-foreground">
              The sign-up form has a box labelled{" "}
              <strong className="text-foreground">Also join the affiliate program</strong>. Tick it and your application
              starts with your account. Already have an account? Apply from the affiliate application page once you are
              signed in.
            </p>
          </div>
          <div className="flex flex-col gap-3">
            {signedIn ? (
              <Button asChild>
                <Link to="/affiliate/apply">Apply now</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to="/signup">Create an account</Link>
              </Button>
            )}
          </div>
        </section>

        <p className="text-center text-sm text-muted-foreground">
          Questions about commissions or payouts?{" "}
          <Link to="/contact?subject=Affiliate%20program" className={textLinkClass}>
            Contact us
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
