import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LogoMark } from "#client/components/logo.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { LegalDocument, type LegalSection } from "./legal-document.tsx";
import { textLinkClass } from "./page-hero.tsx";
import { TRIAL_DAYS } from "./plan-tiers.ts";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "These terms",
    body: (
      <>
        <p>
          These terms are the agreement between you and the <strong>operator</strong>: the organisation running the copy
          of Gatherly you are using. By creating an account or using Gatherly you accept them.
        </p>
        <p>
          If you only reply to an invitation or open an event page as a guest, the parts about accounts and plans do not
          apply to you.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>Give your real name and an email address you can read; sign-in links and resets are sent there.</li>
        <li>Keep your password to yourself and sign out of devices you no longer use.</li>
        <li>You are responsible for what happens in your account, and for the co-organisers you invite.</li>
        <li>Tell us straight away if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: "plans",
    title: "Plans and trials",
    body: (
      <ul>
        <li>Free has no time limit. What each plan includes is described on the Pricing page.</li>
        <li>
          A free account can try Premium or Pro once, for {TRIAL_DAYS} days. When the trial ends the account returns to
          Free on its own; nothing is charged.
        </li>
        <li>Business is arranged with the operator for your organisation.</li>
        <li>A change of plan takes effect straight away, including a move to a smaller plan.</li>
      </ul>
    ),
  },
  {
    id: "content",
    title: "Your content",
    body: (
      <>
        <p>
          What you put into Gatherly stays yours. You allow the operator to store it and show it to the people you
          choose, only to run your events as you direct.
        </p>
        <p>Only upload content you have the right to share, and respect the people in your photos and videos.</p>
      </>
    ),
  },
  {
    id: "guests",
    title: "Your guests' information",
    body: (
      <p>
        When you invite people and collect their answers, you decide what to ask. Ask only for what your event needs,
        tell your guests why you need it, and follow the privacy and anti-spam laws that apply to you.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Fair use",
    body: (
      <>
        <p>Please do not use Gatherly to:</p>
        <ul>
          <li>send messages people did not agree to receive, or harass anyone;</li>
          <li>publish anything illegal, hateful or misleading, or collect money under false pretences;</li>
          <li>probe, overload or get around the security and limits of the service;</li>
          <li>open other people's events, accounts or data without their permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: "money",
    title: "Payments, tickets and donations",
    body: (
      <p>
        Money you collect from guests, ticket buyers, donors or sponsors is between you and them. You are responsible
        for describing what is sold or supported, for refunds, and for any tax that applies.
      </p>
    ),
  },
  {
    id: "service",
    title: "The service",
    body: (
      <p>
        We work to keep Gatherly reliable and your data safe, but the service is provided as it is and may occasionally
        be unavailable. Features may change; when a change affects what you rely on, we tell you before it happens.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending",
    body: (
      <p>
        You can stop using Gatherly at any time and ask for your account to be deleted. The operator may suspend or
        close an account that breaks these terms, and will tell you why unless the law or safety prevents it.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        As far as the law allows, the operator is not liable for indirect losses, such as a cancelled event's costs,
        caused by using or being unable to use Gatherly. Nothing in these terms limits rights the law gives you that
        cannot be limited.
      </p>
    ),
  },
  {
    id: "self-hosting",
    title: "Running your own copy",
    body: (
      <p>
        If you run Gatherly yourself, you are the operator: you are responsible for your users, your server's security
        and backups, the mail you send, and the laws that apply where you operate.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? Write to us through the{" "}
        <Link to="/contact?subject=Terms" className={textLinkClass}>
          contact page
        </Link>
        . Our{" "}
        <Link to="/privacy" className={textLinkClass}>
          privacy policy
        </Link>{" "}
        explains how your data is handled.
      </p>
    ),
  },
];

/**
 * Rendered without the standard layout, so it carries its own header and footer. The bare
 * layout around it provides the main landmark.
 */
export default function TermsPage() {
  return (
    <div className="flex flex-1 flex-col">
      <header className="border-b bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to="/"
            className="flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-foreground"
          >
            <LogoMark className="size-7" />
            <span>Gatherly</span>
          </Link>
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Gatherly
            </Link>
          </Button>
        </div>
      </header>

      <div className="flex-1">
        <LegalDocument
          eyebrow="Terms of use"
          title="The rules of the road"
          intro={
            <p>
              Short and plain: use Gatherly to bring people together, look after your guests' information, and keep your
              account safe. The details are below.
            </p>
          }
          sections={SECTIONS}
        />
      </div>

      <footer className="border-t bg-surface">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6 sm:text-left">
          <p>© 2025 Gatherly · Making event planning effortless and enjoyable.</p>
          <p className="flex gap-4">
            <Link to="/privacy" className={textLinkClass}>
              Privacy
            </Link>
            <Link to="/contact" className={textLinkClass}>
              Contact
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
