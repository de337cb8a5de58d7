import { Link } from "react-router";
import {
  ArrowRight,
  CalendarDays,
  CircleHelp,
  LifeBuoy,
  Mail,
  Rocket,
  ShieldCheck,
  Tags,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { findFeature } from "#shared/catalogue.ts";
import { PLAN_LABELS, type PlanType } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { PageHero } from "./page-hero.tsx";
import { TRIAL_DAYS } from "./plan-tiers.ts";

interface HelpLink {
  to: string;
  label: string;
  plan?: PlanType;
}

interface HowTo {
  title: string;
  text: string;
  links: HelpLink[];
}

interface Topic {
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  howTos: HowTo[];
}

/** A link to a catalogue feature, with its tier, so help never points at a page under another name. */
function feature(key: string): HelpLink[] {
  const found = findFeature(key);
  return found ? [{ to: found.link, label: found.title, plan: found.planType }] : [];
}

const TOPICS: readonly Topic[] = [
  {
    id: "getting-started",
    icon: Rocket,
    title: "Getting started",
    summary: "Your first steps after creating an account.",
    howTos: [
      {
        title: "Confirm your email address",
        text: "Open the confirmation email and follow its link; it brings you back to your dashboard. Sign-in links and password resets go to this address.",
        links: [{ to: "/dashboard", label: "Dashboard" }],
      },
      {
        title: "Start from a template",
        text: "Pick a ready-made plan for your kind of gathering, with activities, a checklist, tasks and a budget already filled in.",
        links: [{ to: "/templates", label: "Templates" }],
      },
      {
        title: "Find any feature",
        text: "Type in the feature search at the top of most pages: results show what each feature does and which plan includes it.",
        links: [],
      },
    ],
  },
  {
    id: "events",
    icon: CalendarDays,
    title: "Events",
    summary: "Create events and fill them with places, activities and to-dos.",
    howTos: [
      {
        title: "Create an event",
        text: "Give it a name, dates, time zone, location and capacity. You can edit or duplicate it later from your event list.",
        links: [{ to: "/create-event", label: "Create an event" }, ...feature("events")],
      },
      {
        title: "Add venues and activities",
        text: "Save each venue once with its address, capacity and contacts, then plan the dinners, tours and games of your event with times and hosts.",
        links: [...feature("venues"), ...feature("activities")],
      },
      {
        title: "Keep a checklist",
        text: "Add to-dos with due dates, tick them off as you go and print a clean copy for the day itself.",
        links: feature("printable-checklists"),
      },
    ],
  },
  {
    id: "guests",
    icon: UsersRound,
    title: "Inviting guests",
    summary: "Invite people, follow their replies and keep them in the loop.",
    howTos: [
      {
        title: "Invite guests and collect RSVPs",
        text: "Send invitations by email and watch yes, no and maybe replies, party sizes and meal choices arrive. Guests reply from their link without an account.",
        links: feature("rsvp-management"),
      },
      {
        title: "Send an announcement",
        text: "Post an update every guest sees, instead of answering the same question one message at a time.",
        links: [...feature("announcements"), ...feature("private-messages")],
      },
      {
        title: "Run an email campaign",
        text: "Design an email from blocks, choose who receives it, preview it and schedule it.",
        links: feature("email-campaigns"),
      },
    ],
  },
  {
    id: "plans",
    icon: Tags,
    title: "Plans",
    summary: "What your plan includes and how to try more.",
    howTos: [
      {
        title: "See your plan",
        text: "Your dashboard and the Pricing page show your plan and, during a trial, how many days are left.",
        links: [{ to: "/pricing", label: "Pricing" }],
      },
      {
        title: `Start a ${TRIAL_DAYS}-day trial`,
        text: `On the Free plan, choose "Start ${TRIAL_DAYS}-day trial" on Premium or Pro. Each account can try a paid plan once; afterwards it returns to Free on its own.`,
        links: [{ to: "/pricing", label: "Start a trial" }],
      },
      {
        title: "When a page says it needs another plan",
        text: "Features above your plan show a short notice and take you to Pricing. Everything you have already planned stays as it is.",
        links: [],
      },
    ],
  },
  {
    id: "account",
    icon: ShieldCheck,
    title: "Account and security",
    summary: "Your details, your password and the devices signed in.",
    howTos: [
      {
        title: "Update your details",
        text: "Change your name and your preferred event type in your account settings.",
        links: [{ to: "/account-settings", label: "Account settings" }],
      },
      {
        title: "Reset a forgotten password",
        text: "Ask for a reset link from the sign-in page, or sign in with a one-time magic link in the meantime.",
        links: [{ to: "/forgot-password", label: "Reset password" }],
      },
      {
        title: "Sign out other devices",
        text: "Your dashboard lists every device signed in to your account. Sign out one you don't recognise, or all the others at once.",
        links: [
          { to: "/dashboard", label: "Your sessions" },
          { to: "/security-center", label: "Security center" },
        ],
      },
    ],
  },
];

function HelpLinks({ links }: { links: HelpLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5">
      {links.map((link) => (
        <li key={`${link.to}-${link.label}`}>
          <Link
            to={link.to}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
          {link.plan && link.plan !== "free" ? (
            <Badge variant="neutral" className="ml-1.5 align-middle">
              {PLAN_LABELS[link.plan]}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function HelpPage() {
  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<LifeBuoy aria-hidden="true" />}
        eyebrow="Help Center"
        title="How can we help?"
        description="Short guides to the things organisers do most. Pick a topic, or ask us directly."
      >
        <nav aria-label="Help topics" className="mt-2 flex flex-wrap justify-center gap-2">
          {TOPICS.map((topic) => (
            <a
              key={topic.id}
              href={`#help-${topic.id}`}
              className="rounded-full border bg-surface px-3.5 py-1.5 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-primary-soft/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {topic.title}
            </a>
          ))}
        </nav>
      </PageHero>

      <div className="mx-auto max-w-4xl space-y-6 px-4 sm:px-6">
        {TOPICS.map(({ id, icon: Icon, title, summary, howTos }) => (
          <section
            key={id}
            id={`help-${id}`}
            aria-labelledby={`help-${id}-title`}
            className="rounded-xl border bg-surface p-5 shadow-soft sm:p-7"
          >
            <div className="mb-5 flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h2 id={`help-${id}-title`} className="text-lg font-semibold tracking-tight">
                  {title}
                </h2>
                <p className="text-sm text-muted-foreground">{summary}</p>
              </div>
            </div>
            <ul className="divide-y">
              {howTos.map((howTo) => (
                <li key={howTo.title} className="py-4 first:pt-0 last:pb-0">
                  <h3 className="font-medium">{howTo.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-pretty text-muted-foreground">{howTo.text}</p>
                  <HelpLinks links={howTo.links} />
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section
          aria-labelledby="help-more-title"
          className="grid gap-4 rounded-2xl bg-primary-soft/60 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:p-7"
        >
          <div>
            <h2 id="help-more-title" className="font-semibold">
              Didn't find your answer?
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Browse the frequently asked questions, or send us a message and a person will reply.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <Link to="/faq">
                <CircleHelp aria-hidden="true" />
                Read the FAQ
              </Link>
            </Button>
            <Button asChild>
              <Link to="/contact">
                <Mail aria-hidden="true" />
                Contact us
              </Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
