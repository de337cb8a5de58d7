/** The venue's contact card with mailto and tel links. */
import { Mail, Phone, User } from "lucide-react";
import { Fact } from "#client/components/fact.tsx";
import type { TPublicVenue } from "#shared/venues/schemas.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";

export function ContactCard({ venue }: { venue: Pick<TPublicVenue, "contactName" | "contactEmail" | "contactPhone"> }) {
  const hasContact = venue.contactName || venue.contactEmail || venue.contactPhone;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact</CardTitle>
      </CardHeader>
      <CardContent>
        {hasContact ? (
          <dl className="space-y-4">
            {venue.contactName ? (
              <Fact icon={User} label="Name">
                {venue.contactName}
              </Fact>
            ) : null}
            {venue.contactEmail ? (
              <Fact icon={Mail} label="Email">
                <a
                  href={`mailto:${venue.contactEmail}`}
                  className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {venue.contactEmail}
                </a>
              </Fact>
            ) : null}
            {venue.contactPhone ? (
              <Fact icon={Phone} label="Phone">
                <a
                  href={`tel:${venue.contactPhone.replace(/[^\d+]/g, "")}`}
                  className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {venue.contactPhone}
                </a>
              </Fact>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No contact details yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
