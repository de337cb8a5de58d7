import { Link } from "react-router";
import { ArrowRight, CalendarHeart, PartyPopper, Users } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { LogoMark } from "#client/components/logo.tsx";
import { useAuth } from "#client/lib/auth.ts";

const HIGHLIGHTS = [
  {
    icon: CalendarHeart,
    title: "Plan in one place",
    text: "Events, venues and activities side by side, with checklists that keep everyone on track.",
  },
  {
    icon: Users,
    title: "Bring people together",
    text: "Invite guests, collect RSVPs and keep your group in the loop without the endless threads.",
  },
  {
    icon: PartyPopper,
    title: "Enjoy the day",
    text: "From reunions to conferences, spend less time organising and more time celebrating.",
  },
] as const;

export default function HomePage() {
  const { isAuthenticated, isLoading } = useAuth();

  return (
    <div className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(60rem_24rem_at_50%_-4rem,var(--color-primary-soft),transparent_70%)]"
      />
      <section
        aria-labelledby="home-title"
        className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24 sm:pb-20"
      >
        <LogoMark className="size-12 shadow-soft rounded-[10px]" />
        <div className="space-y-4">
          <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Gatherly
          </h1>
          <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Making event planning effortless and enjoyable.
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
      </section>

      <section aria-label="What Gatherly helps with" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-3 sm:gap-6">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-surface p-6 shadow-soft">
              <span className="mb-4 flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="font-semibold">{title}</h2>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
