/**
 * /unsubscribe/:token: the link at the foot of an announcement mail. Opening it only shows what it is about:
 * mail scanners follow links, so nobody is unsubscribed until they press the button (a POST).
 */
import { useParams } from "react-router";
import { BellOff, CircleCheck } from "lucide-react";
import { GuestPage, GuestPageFailure, GuestPageSkeleton } from "#client/components/guest-page.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { useUnsubscribe, useUnsubscribeView } from "./api.ts";

export default function UnsubscribePage() {
  const { token = "" } = useParams();
  const view = useUnsubscribeView(token);
  const unsubscribe = useUnsubscribe(token);

  if (view.isError) {
    return (
      <GuestPageFailure
        error={view.error}
        link="unsubscribe"
        hint="Check that you opened the whole link from the email. If the guest list changed since, the link may no longer work."
        failedTitle="We couldn't load this page."
        retrying={view.isRefetching}
        onRetry={() => void view.refetch()}
      />
    );
  }
  if (view.isPending) return <GuestPageSkeleton label="Loading" heights={["h-48"]} />;

  const done = unsubscribe.data?.unsubscribed ?? view.data.unsubscribed;
  const eventName = view.data.eventName;
  return (
    <GuestPage
      labelledBy="unsubscribe-title"
      footnote="Sent through Gatherly on behalf of the event's organiser. No account needed."
    >
      <Card>
        <CardContent className="space-y-4 pt-6">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            {done ? (
              <CircleCheck aria-hidden="true" className="size-6" />
            ) : (
              <BellOff aria-hidden="true" className="size-6" />
            )}
          </span>
          <h1 id="unsubscribe-title" className="text-2xl font-semibold tracking-tight text-balance break-words">
            {done ? "You're unsubscribed" : "Unsubscribe from announcement emails"}
          </h1>
          <p role="status" className="text-pretty text-muted-foreground">
            {done ? (
              <>
                You will get no more announcement emails about{" "}
                <span className="font-medium text-foreground">{eventName}</span>. Other emails, such as your invitation,
                still reach you.
              </>
            ) : (
              <>
                Stop getting the organiser's announcements about{" "}
                <span className="font-medium text-foreground">{eventName}</span> by email. Your invitation and your
                answer stay as they are.
              </>
            )}
          </p>
          {unsubscribe.isError ? (
            <Alert variant="destructive" role="alert" title="You are not unsubscribed yet">
              {unsubscribe.error.message}
            </Alert>
          ) : null}
          {done ? null : (
            <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              Unsubscribe
            </Button>
          )}
        </CardContent>
      </Card>
    </GuestPage>
  );
}
