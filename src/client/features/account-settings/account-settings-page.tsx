import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { RefreshCw } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useUserData } from "#client/lib/account.ts";
import { cn } from "#client/lib/utils.ts";
import { AvatarPreview, AvatarSection } from "./avatar-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { EventTypeSection } from "./event-type-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { PlanSection } from "./plan-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { SessionsCard } from "./sessions-card.tsx";

/** The page's sections in order; each id is an anchor (/account-settings#password). */
const SECTIONS = [
  { id: "profile", label: "Profile" },
  { id: "avatar", label: "Photo" },
  { id: "email", label: "Email" },
  { id: "password", label: "Password" },
  { id: "event-type", label: "Event type" },
  { id: "plan", label: "Plan" },
  { id: "sessions", label: "Sessions" },
] as const;

const linkClass = cn(
  "rounded-lg text-sm font-medium text-muted-foreground transition-colors duration-150",
  "hover:bg-muted hover:text-foreground",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
);

/**
 * The section being read: the first one, in page order, that crosses the band just under the fixed header.
 * `ready` re-observes once the sections that wait for the account data have appeared.
 */
function useActiveSection(ready: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = SECTIONS.find(({ id }) => visible.has(id));
        if (first) setActive(first.id);
      },
      { rootMargin: "-96px 0px -55% 0px" },
    );
    for (const { id } of SECTIONS) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ready]);
  return active;
}

function SectionNav({ active }: { active: string | null }) {
  return (
    <nav aria-label="Account settings sections" className="lg:sticky lg:top-20 lg:self-start">
      <ul className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {SECTIONS.map(({ id, label }) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              aria-current={active === id ? "location" : undefined}
              className={cn(
                linkClass,
                "block border bg-surface px-3 py-1.5 whitespace-nowrap lg:border-transparent lg:bg-transparent lg:py-2",
                "aria-[current=location]:lg:bg-primary-soft aria-[current=location]:lg:text-primary-soft-foreground",
              )}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SectionSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <Card aria-hidden="true">
      <CardHeader>
        <Skeleton className="h-5 w-36" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </CardHeader>
      <CardContent className="space-y-4">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full rounded-lg" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** /account-settings, /account and /settings: everything about the signed-in user's own account. */
export default function AccountSettingsPage() {
  const me = useUserData();
  const user = me.data?.user;
  const loaded = me.data !== undefined;
  const active = useActiveSection(loaded);
  const { hash } = useLocation();

  // The sections above a linked one (/settings#password) arrive with the account data and push it down;
  // once they are in, bring the linked section back to the top.
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 flex items-center gap-4 sm:mb-8">
        {user ? <AvatarPreview user={user} size="sm" /> : <Skeleton className="size-10 shrink-0 rounded-full" />}
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Account settings</h1>
          {user ? (
            <p className="truncate text-sm text-muted-foreground">
              {user.displayName} · <span className="wrap-anywhere">{user.email}</span>
            </p>
          ) : me.isPending ? (
            <Skeleton className="mt-1.5 h-4 w-56 max-w-full" />
          ) : null}
        </div>
      </header>

      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-10">
        <SectionNav active={active} />

        <div className="min-w-0 max-w-3xl space-y-6">
          {me.isError ? (
            <Alert
              variant="destructive"
              role="alert"
              title="We couldn't load your account."
              action={
                <Button variant="outline" size="sm" loading={me.isFetching} onClick={() => void me.refetch()}>
                  {me.isFetching ? null : <RefreshCw aria-hidden="true" />}
                  Retry
                </Button>
              }
            >
              {me.error.message || "Please try again."} Your profile, photo, email and plan show once it loads.
            </Alert>
          ) : null}

          {me.isPending ? (
            <div role="status" aria-label="Loading your account" className="space-y-6">
              <SectionSkeleton rows={2} />
              <SectionSkeleton rows={1} />
              <SectionSkeleton rows={1} />
            </div>
          ) : me.data ? (
            <>
              {/* A new profile from the server restarts the form from it instead of keeping stale values. */}
              <ProfileSection key={`${me.data.user.firstName}\u0000${me.data.user.lastName}`} user={me.data.user} />
              <AvatarSection user={me.data.user} />
              <EmailSection user={me.data.user} />
            </>
          ) : null}

          <PasswordSection />
          <EventTypeSection />

          {me.isPending ? <SectionSkeleton rows={1} /> : me.data ? <PlanSection status={me.data.subscription} /> : null}

          <SessionsCard />
        </div>
      </div>
    </div>
  );
}
