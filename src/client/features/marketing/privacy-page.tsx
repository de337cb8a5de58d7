import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "./legal-document.tsx";
import { textLinkClass } from "./page-hero.tsx";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "who",
    title: "Who looks after your data",
    body: (
      <>
        <p>
          Gatherly is event-planning software that anyone can run on their own server. The organisation running the copy
          you are using, called the <strong>operator</strong> here, is responsible for the data in it. If your club,
          school or company runs Gatherly for you, they are the operator.
        </p>
        <p>
          This policy explains what Gatherly stores and how it is used. An operator may add details of its own, for
          example where its servers are.
        </p>
      </>
    ),
  },
  {
    id: "what",
    title: "What is stored",
    body: (
      <>
        <ul>
          <li>
            <strong>Your account:</strong> your name, email address, a one-way hash of your password (never the password
            itself), whether you confirmed your email, your plan and trial dates, and whether you asked to join the
            affiliate program.
          </li>
          <li>
            <strong>Your sign-ins:</strong> when you signed in, from which browser and network address, so you can see
            your devices and sign any of them out.
          </li>
          <li>
            <strong>Your events:</strong> the events, venues, activities, checklists, tasks, budgets, messages, photos
            and other content you and your co-organisers create.
          </li>
          <li>
            <strong>Your guests' answers:</strong> what guests give when they reply, such as their name, contact
            details, RSVP, party size, meal choices and the answers to any registration form you set up.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send through the contact form, so we can reply.
          </li>
          <li>
            <strong>Administrative records:</strong> when an administrator changes a plan, trial or role, who did it and
            what changed.
          </li>
        </ul>
        <p>
          When no mail server is configured, the emails Gatherly would have sent are kept in its database so they can be
          read on the machine running it.
        </p>
      </>
    ),
  },
  {
    id: "why",
    title: "Why it is used",
    body: (
      <ul>
        <li>To run your events and show your guests what you publish for them.</li>
        <li>To send the emails you ask for: confirmations, sign-in links, password resets, invitations and updates.</li>
        <li>
          To keep accounts secure: limiting repeated attempts, recording security events and letting you sign out
          devices.
        </li>
        <li>To answer your messages and help when something goes wrong.</li>
      </ul>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <p>
          Gatherly sets cookies only to keep you signed in: a session cookie and a short-lived signed copy of your
          session that saves a trip to the database. There are no advertising, analytics or third-party cookies.
        </p>
        <p>
          Your browser's local storage keeps a few preferences on your own device, such as your preferred event type and
          the plan you picked while signing up.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who can see it",
    body: (
      <>
        <ul>
          <li>You, and the co-organisers you add to an event.</li>
          <li>
            Your guests see only what you publish for them; in a group directory each person decides what to share.
          </li>
          <li>The operator's administrators, when they need to for support, security or abuse.</li>
          <li>
            Services the operator chooses to run Gatherly, such as a mail server, file storage or a managed database,
            which handle data only on the operator's behalf.
          </li>
        </ul>
        <p>
          <strong>Your data is never sold</strong>, never used for advertising and never shared with data brokers.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long it is kept",
    body: (
      <p>
        Your account and events are kept for as long as your account exists. Guests' answers stay with the event they
        belong to until the event or your account is deleted. When you ask us to delete your account, we remove it and
        the events you own; copies in backups disappear as those backups are replaced.
      </p>
    ),
  },
  {
    id: "choices",
    title: "Your choices",
    body: (
      <ul>
        <li>See and correct your details in your account settings.</li>
        <li>Sign out of any device from your dashboard.</li>
        <li>Download your data with Data Export on the Business plan, or ask us for a copy.</li>
        <li>Ask us to delete your account and the events you own.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "How it is protected",
    body: (
      <p>
        Passwords are stored only as one-way hashes. Links that grant access, such as sign-in links and shared event
        pages, carry long random secrets, and sign-in links work once and expire after 5 minutes. We recommend every
        operator serves Gatherly over HTTPS and keeps regular backups.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When Gatherly starts storing something new or using data in a new way, this page is updated before the change
        takes effect, and significant changes are announced to signed-in users.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about your data, or a request to see, correct or delete it? Write to us through the{" "}
        <Link to="/contact?subject=Privacy" className={textLinkClass}>
          contact page
        </Link>
        .
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <div className="flex-1">
      <LegalDocument
        eyebrow="Privacy policy"
        title="Your data, in plain language"
        intro={
          <p>
            Gatherly stores what it needs to run your events: your account, your events and your guests' answers. It
            uses cookies only to keep you signed in, and it never sells your data.
          </p>
        }
        sections={SECTIONS}
      />
    </div>
  );
}
