/**
 * What the forum and the chat pages share: the page frame, the upgrade notice (these routes have no page
 * plan gate: the API's 403 PLAN_REQUIRED decides) and how a time is written.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Sparkles } from "lucide-react";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { MemberEventPicker } from "#client/components/member-event-picker.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useMemberEvents } from "#client/lib/member-events.ts";
import { isPlanRequired } from "#client/lib/api.ts";

function UpgradeNotice({ feature }: { feature: string }) {
  return (
    <EmptyState
      icon={Sparkles}
      title="A Premium feature"
      action={
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
      }
    >
      {feature} is part of Premium. Upgrade, or start a trial, to join in.
    </EmptyState>
  );
}

/** A failed load: the upgrade notice when the plan is the reason, else the reason with Retry. */
export function LoadProblem({
  title,
  feature,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  feature: string;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (isPlanRequired(error)) return <UpgradeNotice feature={feature} />;
  return <LoadFailedAlert title={title} error={error} retrying={retrying} onRetry={onRetry} />;
}

export function CommunityPage({
  title,
  intro,
  feature,
  noEventsText,
  children,
}: {
  title: string;
  intro: string;
  feature: string;
  noEventsText: string;
  children: (event: TMemberEvent) => ReactNode;
}) {
  // The same query the picker reads: its plan refusal is shown as the upgrade notice instead of an error.
  const events = useMemberEvents();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">{intro}</p>
      </header>
      {isPlanRequired(events.error) ? (
        <UpgradeNotice feature={feature} />
      ) : (
        <MemberEventPicker noEventsText={noEventsText}>{children}</MemberEventPicker>
      )}
    </div>
  );
}

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

export function formatWhen(iso: string): string {
  return whenFormat.format(new Date(iso));
}

/** Today's times alone, older ones with their date. */
export function formatChatTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeFormat.format(at) : whenFormat.format(at);
}
