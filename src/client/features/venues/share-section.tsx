/**
 * The venue's share link: create one, copy it, replace it (the old link stops working) or revoke it.
 * Copying uses the Clipboard API and falls back to selecting the text for the browser's own copy.
 */
import { useId, useRef, useState } from "react";
import { Check, Copy, ExternalLink, Link2, Link2Off, RefreshCw } from "lucide-react";
import type { TVenue } from "#shared/venues/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useRevokeVenueShare, useShareVenue } from "./api.ts";

export function shareUrl(token: string): string {
  return `${window.location.origin}/shared-venue/${token}`;
}

type CopyState = "idle" | "copied" | "manual";

/** Older browsers and pages outside a secure context have no Clipboard API; execCommand still works there. */
function copyBySelection(input: HTMLInputElement | null): boolean {
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

export function ShareSection({ venue }: { venue: TVenue }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>("idle");
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const share = useShareVenue();
  const revoke = useRevokeVenueShare();
  const url = venue.shareToken ? shareUrl(venue.shareToken) : null;

  async function onCopy() {
    if (!url) return;
    let copied = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(url);
        copied = true;
      }
    } catch {
      copied = false;
    }
    if (!copied) copied = copyBySelection(inputRef.current);
    if (!copied) {
      // Leave the text selected so the keyboard shortcut copies it.
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    setCopy(copied ? "copied" : "manual");
  }

  function create(replacing: boolean) {
    share.mutate(venue.id, {
      onSuccess: () => {
        setCopy("idle");
        setConfirmReplace(false);
        successToast(replacing ? "New link created" : "Share link created", replacing ? "The previous link no longer works." : undefined);
      },
      onError: (error) => {
        if (!replacing) errorToast(error.message);
      },
    });
  }

  function onRevoke() {
    revoke.mutate(venue.id, {
      onSuccess: () => {
        setConfirmRevoke(false);
        setCopy("idle");
        successToast("Link revoked", "Anyone opening the old link now sees that it is no longer valid.");
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 aria-hidden="true" className="size-5 text-muted-foreground" />
          Share
        </CardTitle>
        <CardDescription>
          A link anyone can open without an account. It shows the address, capacity, contact and amenities, never your
          notes.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {url ? (
          <>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-url`}>Share link</Label>
              {/* The card sits in a narrow column on wide screens, so the link gets the full width there too. */}
              <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
                <Input
                  ref={inputRef}
                  id={`${id}-url`}
                  readOnly
                  value={url}
                  onFocus={(event) => event.currentTarget.select()}
                  aria-describedby={`${id}-copy-status`}
                  className="font-mono text-sm sm:text-xs"
                />
                <Button variant="secondary" className="shrink-0" onClick={() => void onCopy()}>
                  {copy === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copy === "copied" ? "Copied" : "Copy"}
                </Button>
              </div>
              <p id={`${id}-copy-status`} role="status" className="min-h-5 text-sm text-muted-foreground">
                {copy === "copied"
                  ? "Link copied to the clipboard."
                  : copy === "manual"
                    ? "Your browser blocked copying. The link is selected: press Ctrl+C (or ⌘C) to copy it."
                    : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={url} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Open
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
              <Button variant="outline" size="sm" onClick={() => { share.reset(); setConfirmReplace(true); }}>
                <RefreshCw aria-hidden="true" />
                New link
              </Button>
              <Button variant="destructive-outline" size="sm" onClick={() => { revoke.reset(); setConfirmRevoke(true); }}>
                <Link2Off aria-hidden="true" />
                Revoke link
              </Button>
            </div>
          </>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">Not shared yet.</p>
            <Button loading={share.isPending} onClick={() => create(false)}>
              {share.isPending ? null : <Link2 aria-hidden="true" />}
              Create share link
            </Button>
          </div>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirmReplace}
        onOpenChange={setConfirmReplace}
        title="Create a new link?"
        description="The current link stops working straight away. Anyone you sent it to will need the new one."
        confirmLabel="Create new link"
        pending={share.isPending}
        error={share.error?.message}
        onConfirm={() => create(true)}
      />
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title={`Revoke the link to "${venue.name}"?`}
        description="The link stops working straight away. You can create a new one later."
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={onRevoke}
      />
    </Card>
  );
}
