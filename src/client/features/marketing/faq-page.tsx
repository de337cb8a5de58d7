import { Link } from "react-router";
import { CircleHelp } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Accordion, type AccordionEntry } from "./accordion.tsx";
import { PageHero, textLinkClass } from "./page-hero.tsx";
import { TRIAL_DAYS } from "./plan-tiers.ts";

interface FaqGroup {
  id: string;
  title: string;
  items: AccordionEntry[];
}

const code = "rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em] text-foreground";

const GROUPS: readonly FaqGroup[] = [
  {
    id: "plans",
    title: "Plans and trials",
    items: [
      {
        id: "free-plan",
        title: "What does the Free plan include?",
        content: (
          <p>
            Events, venues, activities and printable checklists, with no time limit. It is enough to plan a gathering
            from the first idea to the day itself.
          </p>
        ),
      },
      {
        id: "trial",
        title: `How does the ${TRIAL_DAYS}-day free trial work?`,
        content: (
          <>
            <p>
              Signed in on the Free plan, open{" "}
              <Link to="/pricing" className={textLinkClass}>
                Pricing
              </Link>{" "}
              and choose <strong className="text-foreground">Start {TRIAL_DAYS}-day trial</strong> on Premium or Pro.
              The trial starts straight away and needs no payment details.
            </p>
            <p>
              Pricing and your dashboard show how many days are left. When the trial ends, your account goes back to
              Free on its own.
            </p>
          </>
        ),
      },
      {
        id: "second-trial",
        title: "Can I start a second trial?",
        content: (
          <p>
            Each account can try a paid plan once. If you need more time to decide,{" "}
            <Link to="/contact" className={textLinkClass}>
              write to us
            </Link>
            .
          </p>
        ),
      },
      {
        id: "locked-feature",
        title: "What happens when I open a feature my plan doesn't include?",
        content: (
          <p>
            You see a short notice naming the feature and you land on Pricing, where you can start a trial or ask about
            upgrading. Nothing you have already planned is lost.
          </p>
        ),
      },
      {
        id: "business",
        title: "How do I get the Business plan?",
        content: (
          <p>
            Business is set up together with your organisation.{" "}
            <Link to="/contact?subject=Business%20plan" className={textLinkClass}>
              Contact us
            </Link>{" "}
            and tell us what you need; it includes up to 10 administrator accounts, staff and volunteer management,
            sponsors and fundraising, and full data export.
          </p>
        ),
      },
    ],
  },
  {
    id: "signing-in",
    title: "Signing in",
    items: [
      {
        id: "magic-link",
        title: "What is a magic link?",
        content: (
          <>
            <p>
              A one-time sign-in link sent by email, so you don't need to remember a password. On the{" "}
              <Link to="/login" className={textLinkClass}>
                sign-in page
              </Link>
              , open the <strong className="text-foreground">Magic link</strong> tab, enter your address and open the
              link from your inbox.
            </p>
            <p>
              Each link works once and expires after 5 minutes. If there is no account for that address, the email
              invites you to sign up instead.
            </p>
          </>
        ),
      },
      {
        id: "forgot-password",
        title: "I forgot my password. What now?",
        content: (
          <p>
            Use{" "}
            <Link to="/forgot-password" className={textLinkClass}>
              Forgot password?
            </Link>{" "}
            on the sign-in page. We email you a link to choose a new one. You can also sign in with a magic link in the
            meantime.
          </p>
        ),
      },
      {
        id: "confirm-email",
        title: "Why do I need to confirm my email address?",
        content: (
          <p>
            Confirming proves the address is yours and that our emails reach you, which matters for sign-in links and
            password resets. The link in the confirmation email takes you straight to your dashboard.
          </p>
        ),
      },
      {
        id: "other-devices",
        title: "Can I sign out of my other devices?",
        content: (
          <p>
            Yes. Your dashboard lists the devices signed in to your account; sign out any one of them, or all the others
            at once.
          </p>
        ),
      },
    ],
  },
  {
    id: "data",
    title: "Your data and privacy",
    items: [
      {
        id: "export",
        title: "Can I export my data?",
        content: (
          <p>
            With Business, Data Export downloads your account's data as CSV, Excel or JSON, even for very large events.
            If you run Gatherly yourself, the whole database is already yours.
          </p>
        ),
      },
      {
        id: "sell-data",
        title: "Do you sell or share my data?",
        content: (
          <p>
            No. Your data and your guests' answers are used only to run your events. Read the{" "}
            <Link to="/privacy" className={textLinkClass}>
              privacy policy
            </Link>{" "}
            for what is stored and why.
          </p>
        ),
      },
      {
        id: "cookies",
        title: "Which cookies does Gatherly use?",
        content: (
          <p>
            Only the ones that keep you signed in: a session cookie and a short-lived signed copy of your session that
            saves a trip to the database. No advertising or analytics cookies.
          </p>
        ),
      },
      {
        id: "delete-account",
        title: "How do I delete my account?",
        content: (
          <p>
            <Link to="/contact?subject=Delete%20my%20account" className={textLinkClass}>
              Send us a message
            </Link>{" "}
            from the email address of your account and ask for it to be deleted. We remove the account and the events
            you own, and tell you when it is done.
          </p>
        ),
      },
    ],
  },
  {
    id: "self-hosting",
    title: "Self-hosting",
    items: [
      {
        id: "own-server",
        title: "Can I run Gatherly on my own server?",
        content: (
          <>
            <p>
              Yes. With Node.js 20.19 or newer, <code className={code}>npm install && npm start</code> builds and starts
              the whole app on port 3000, with a built-in database in the <code className={code}>data</code> folder.
              Nothing else needs to be installed.
            </p>
            <p>
              When you outgrow one machine, set <code className={code}>DATABASE_URL</code> to use PostgreSQL and run
              several app servers behind a load balancer.
            </p>
          </>
        ),
      },
      {
        id: "mail-server",
        title: "Do I need a mail server?",
        content: (
          <p>
            Not to get started. Without <code className={code}>SMTP_URL</code>, the emails Gatherly would send are kept
            and shown in the local mailbox at <code className={code}>/dev/mailbox</code>, on the machine running
            Gatherly only. Set <code className={code}>SMTP_URL</code> to send real mail.
          </p>
        ),
      },
      {
        id: "admins",
        title: "Who is an administrator on my own copy?",
        content: (
          <p>
            The addresses you list in <code className={code}>ADMIN_EMAILS</code> (comma-separated) get the admin role
            once their owner confirms the address, and at every start for confirmed accounts. Administrators can change
            plans and trials from the admin pages.
          </p>
        ),
      },
    ],
  },
  {
    id: "guests",
    title: "Guests",
    items: [
      {
        id: "guest-accounts",
        title: "Do my guests need an account?",
        content: (
          <p>
            No. Guests reply to invitations, read event information pages and open tickets or fundraising pages from a
            link, on any phone. Only organisers and people who help plan need an account.
          </p>
        ),
      },
      {
        id: "guest-privacy",
        title: "Can guests see each other's details?",
        content: (
          <p>
            Only what each person chooses to share. In the group directory, every attendee decides who can see their
            photo, bio and contact details.
          </p>
        ),
      },
      {
        id: "event-types",
        title: "Which kinds of events does Gatherly support?",
        content: (
          <p>
            Reunions, family, school, club, corporate, sports, music, charity, educational and travel events, weddings
            and more. Each type uses words that fit it, so a reunion talks about its class year and classmates.
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <div className="flex-1 pb-16 sm:pb-20">
      <PageHero
        icon={<CircleHelp aria-hidden="true" />}
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="Short answers about plans, signing in, your data, self-hosting and guests."
      />

      <div className="mx-auto max-w-3xl space-y-10 px-4 sm:px-6">
        <nav aria-label="FAQ topics" className="flex flex-wrap justify-center gap-2">
          {GROUPS.map((group) => (
            <a
              key={group.id}
              href={`#faq-${group.id}`}
              className="rounded-full border bg-surface px-3.5 py-1.5 text-sm font-medium text-foreground transition-colors hover:border-primary/40 hover:bg-primary-soft/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {group.title}
            </a>
          ))}
        </nav>

        {GROUPS.map((group) => (
          <section
            key={group.id}
            id={`faq-${group.id}`}
            aria-labelledby={`faq-${group.id}-title`}
            className="space-y-4"
          >
            <h2 id={`faq-${group.id}-title`} className="text-xl font-semibold tracking-tight">
              {group.title}
            </h2>
            <Accordion items={group.items} />
          </section>
        ))}

        <div className="flex flex-col items-center gap-3 rounded-2xl bg-primary-soft/60 px-5 py-8 text-center">
          <p className="font-semibold">Still have a question?</p>
          <p className="text-sm text-muted-foreground">We read every message and reply as soon as we can.</p>
          <Button asChild>
            <Link to="/contact">Contact us</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
