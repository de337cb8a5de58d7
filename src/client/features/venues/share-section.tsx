/** The venue's share link: create one, copy it, replace it (the old link stops working) or revoke it. */
import { Link2 } from "lucide-react";
import type { TVenue } from "#shared/venues/schemas.ts";
import { ShareLinkControls } from "#client/components/share-link-controls.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useRevokeVenueShare, useShareVenue } from "./api.ts";

function shareUrl(token: string): string {
  return `${window.location.origin}/shared-venue/${token}`;
}

export function ShareSection({ venue }: { venue: TVenue }) {
  const share = useShareVenue();
  const revoke = useRevokeVenueShare();

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
      <CardContent>
        <ShareLinkControls
          target={{ id: venue.id, name: venue.name }}
          url={venue.shareToken ? shareUrl(venue.shareToken) : null}
          label="Share link"
          emptyText="Not shared yet."
          createLabel="Create share link"
          replaceDescription="The current link stops working straight away. Anyone you sent it to will need the new one."
          revokeDescription="The link stops working straight away. You can create a new one later."
          create={share}
          revoke={revoke}
          openable
        />
      </CardContent>
    </Card>
  );
}
