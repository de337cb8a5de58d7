/**
 * A subscription address: copy it, open it in the calendar app (webcal://) or in Google Calendar, or replace
 * it. Replacing asks first, because every calendar subscribed to the old address stops updating.
 */
import { useState } from "react";
import { CalendarPlus, ExternalLink, RefreshCw } from "lucide-react";
import type { TCalendarFeed } from "#shared/calendar/schemas.ts";
import { googleSubscribeUrl } from "#shared/calendar/links.ts";
import { CopyLinkField } from "#client/components/copy-link-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { successToast } from "#client/lib/toast.ts";

interface FeedAddressProps {
  feed: TCalendarFeed;
  /** The input's label ("Your calendar address"). */
  label: string;
  /** What the address holds, for the replace dialog ("all your events", "Summer picnic"). */
  holds: string;
  regenerate: {
    mutate: (vars: void, options: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: Error | null;
    reset: () => void;
  };
}

export function FeedAddress({ feed, label, holds, regenerate }: FeedAddressProps) {
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="space-y-4">
      <CopyLinkField url={feed.url} label={label} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild>
          <a href={feed.webcalUrl}>
            <CalendarPlus aria-hidden="true" />
            Subscribe in your calendar app
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={googleSubscribeUrl(feed.url)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Add to Google Calendar
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            regenerate.reset();
            setConfirming(true);
          }}
        >
          <RefreshCw aria-hidden="true" />
          Replace address
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Apple Calendar and Outlook on a computer open the subscribe link directly. In Outlook on the web, choose Add
        calendar, then Subscribe from web, and paste the address. Calendar apps check for changes every few hours.
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace this calendar address?"
        description={
          <>
            The current address stops working at once. Calendars subscribed to it (yours and anyone you shared it with)
            keep what they have but no longer update with {holds}. Subscribe again with the new address where you still
            want it.
          </>
        }
        confirmLabel="Replace address"
        pending={regenerate.isPending}
        error={regenerate.error?.message}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              successToast("New calendar address ready", "The old address no longer works.");
            },
          })
        }
      />
    </div>
  );
}
