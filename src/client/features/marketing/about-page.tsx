import { Link } from "react-router";
import { Heart, Layers, Lock, Server, Shapes, Sparkles } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { PageHero } from "./page-hero.tsx";

const VALUES = [
  {
    icon: Heart,
    title: "Organisers first",
    text: "Most gatherings are run by volunteers with a day job: a class rep, a team parent, a couple planning a wedding. Every screen is built for the evening after work, not for a full-time events team.",
  },
  {
    icon: Layers,
    title: "All in one place",
    text: "Dates, venues, guest lists, replies, messages, money and photos belong together. When they live in one place, nobody has to ask which spreadsheet is the latest.",
  },
  {
    icon: Lock,
    title: "Privacy as a default",
    text: "Guests trust you with their names, addresses and dietary needs. Gatherly keeps only what an event needs, sets cookies only to keep you signed in, carries no advertising trackers and never sells data.",
  },
  {
    icon: Server,
    title: "Yours to run",
    text: "Gatherly is self-hostable. It starts on a laptop with a built-in database and scales to PostgreSQL and several servers, so a club, a school or a company can keep its data on its own machines.",
  },
  {
    icon: Shapes,
    title: "Every kind of gathering",
    text: "Reunions, family get-togethers, clubs, sports teams, conferences, charity drives and weddings all get words that fit them: a reunion talks about its class year and classmates, not generic attendees.",
  },
  {
    icon: Sparkles,
    title: "Calm, then celebration",
    text: "Planning should feel steady and clear. The fun part is the gathering itself, and that is where we want your time to go.",
  },
] as const;

export default function AboutPage() {
  const { isAuthenticated, isLoading } = useAuth();

  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        eyebrow="About Gatherly"
        title="Gatherings are about people, not paperwork"
        description="Gatherly exists to make event planning effortless and enjoyable, so the people who bring everyone together can enjoy the day as much as their guests."
      />

      <div className="mx-auto max-w-6xl space-y-14 px-4 sm:px-6">
        <section aria-labelledby="story-title" className="mx-auto max-w-2xl space-y-4 text-pretty">
          <h2 id="story-title" className="text-2xl font-bold tracking-tight">
            Why Gatherly
          </h2>
          <p className="leading-relaxed text-muted-foreground">
            Most gatherings are still organised across a patchwork: a spreadsheet for the guest list, a group chat that
            nobody can search, a payment app for deposits, an email thread for the venue and a shared folder that fills
            with photos long after everyone has gone home.
          </p>
          <p className="leading-relaxed text-muted-foreground">
            Gatherly puts all of that in one calm place. You plan the event, its venues and activities; your guests
            reply from a link without creating an account; you talk to them, collect what is due, raise money when there
            is a cause, and keep the memories together afterwards.
          </p>
          <p className="leading-relaxed text-muted-foreground">
            It starts free for a first gathering and grows with you: RSVPs and messaging with Premium, tickets and
            campaigns with Pro, staff, volunteers and sponsors with Business.
          </p>
        </section>

        <section aria-labelledby="values-title" className="space-y-6">
          <h2 id="values-title" className="text-center text-2xl font-bold tracking-tight">
            What we care about
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-surface p-5 shadow-soft sm:p-6">
                <span className="mb-4 flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="about-cta-title"
          className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-2xl bg-accent-soft/70 px-5 py-10 text-center sm:px-10"
        >
          <h2 id="about-cta-title" className="text-xl font-semibold tracking-tight text-balance sm:text-2xl">
            Planning something? We'd love to help.
          </h2>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            {isLoading ? null : isAuthenticated ? (
              <Button asChild>
                <Link to="/dashboard">Go to your dashboard</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to="/signup">Get started free</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
