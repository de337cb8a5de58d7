/**
 * A share link and what can be done with it: copy it, replace it (the old one stops working) or revoke it,
 * each behind a confirmation that says what stops working; or create one when there is none. Venues and
 * information pages use it inside their own cards.
 */
import { useState, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { ExternalLink, Link2, Link2Off, RefreshCw } from "lucide-react";
import { CopyLinkField } from "#client/components/copy-link-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";

/** A mutation that takes the owner's id: a new link, or none. */
type LinkMutation = Pick<UseMutationResult<unknown, Error, string>, "mutate" | "reset" | "isPending" | "error">;

interface ShareLinkControlsProps {
  /** What the link opens: its id (given to the mutations) and its name (in the confirmations). */
  target: { id: string; name: string };
  url: string | null;
  label: string;
  /** Shown under the link (what a guest will see, say). */
  note?: ReactNode;
  /** Shown instead of the link when there is none. */
  emptyText: string;
  createLabel: string;
  /** What stops working when the link is replaced, and when it is revoked. */
  replaceDescription: string;
  revokeDescription: string;
  create: LinkMutation;
  revoke: LinkMutation;
  /** Offer to open the link in a new tab. */
  openable?: boolean;
}

export function ShareLinkControls({
  target,
  url,
  label,
  note,
  emptyText,
  createLabel,
  replaceDescription,
  revokeDescription,
  create,
  revoke,
  openable = false,
}: ShareLinkControlsProps) {
  const [confirming, setConfirming] = useState<"replace" | "revoke" | null>(null);

  function createLink(replacing: boolean) {
    create.mutate(target.id, {
      onSuccess: () => {
        setConfirming(null);
        successToast(
          replacing ? "New link created" : "Share link created",
          replacing ? "The previous link no longer works." : undefined,
        );
      },
      onError: (error) => {
        // A replacement shows its failure in the open dialog.
        if (!replacing) errorToast(error.message);
      },
    });
  }

  function revokeLink() {
    revoke.mutate(target.id, {
      onSuccess: () => {
        setConfirming(null);
        successToast("Link revoked", "Anyone opening the old link now sees that it is no longer valid.");
      },
    });
  }

  return (
    <div className="space-y-3">
      {url ? (
        <>
          {/* Share cards sit in a narrow column on wide screens, so the link gets the full width there too. */}
          <CopyLinkField url={url} label={label} rowClassName="lg:flex-col" />
          {note}
          <div className="flex flex-wrap gap-2">
            {openable ? (
              <Button asChild variant="outline" size="sm">
                <a href={url} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Open
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                create.reset();
                setConfirming("replace");
              }}
            >
              <RefreshCw aria-hidden="true" />
              New link
            </Button>
            <Button
              variant="destructive-outline"
              size="sm"
              onClick={() => {
                revoke.reset();
                setConfirming("revoke");
              }}
            >
              <Link2Off aria-hidden="true" />
              Revoke link
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{emptyText}</p>
          <Button loading={create.isPending} onClick={() => createLink(false)}>
            {create.isPending ? null : <Link2 aria-hidden="true" />}
            {createLabel}
          </Button>
        </>
      )}

      <ConfirmDialog
        open={confirming === "replace"}
        onOpenChange={(open) => setConfirming(open ? "replace" : null)}
        title="Create a new link?"
        description={replaceDescription}
        confirmLabel="Create new link"
        pending={create.isPending}
        error={create.error?.message}
        onConfirm={() => createLink(true)}
      />
      <ConfirmDialog
        open={confirming === "revoke"}
        onOpenChange={(open) => setConfirming(open ? "revoke" : null)}
        title={`Revoke the link to "${target.name}"?`}
        description={revokeDescription}
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={revokeLink}
      />
    </div>
  );
}
