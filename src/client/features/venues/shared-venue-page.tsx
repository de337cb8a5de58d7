import { useParams } from "react-router";
import { Building2, Link2Off, Mail, MapPin, Phone, Users } from "lucide-react";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { usePublicVenue } from "./api.ts";
import { Fact } from "#client/components/fact.tsx";
import { ContactCard } from "./contact-card.tsx";
import { AmenityChips, capacityText, placeText } from "./venue-bits.tsx";

function InvalidLink() {
  return (
    <section
      aria-labelledby="venue-link-invalid-title"
      className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Link2Off aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id="venue-link-invalid-title" className="text-2xl font-semibold tracking-tight text-balance">
          This venue link is not valid any more.
        </h1>
        <p className="text-muted-foreground text-pretty">
          The organiser may have replaced or turned off this link. Ask them to send you the current one.
        </p>
      </div>
    </section>
  );
}

function PageSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading venue"
      className="mx-auto w-full max-w-2xl flex-1 space-y-4 px-4 py-8 sm:py-12"
    >
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** /shared-venue/:shareToken: what a guest sees from the organiser's share link, no account needed. */
export default function SharedVenuePage() {
  const { shareToken = "" } = useParams();
  const venue = usePublicVenue(shareToken);

  if (venue.isPending) return <PageSkeleton />;
  if (venue.isError) {
    if (isNotFound(venue.error)) return <InvalidLink />;
    return (
      <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <LoadFailedAlert
          title="We couldn't load this venue."
          error={venue.error}
          retrying={venue.isFetching}
          onRetry={() => void venue.refetch()}
        />
      </div>
    );
  }

  const data = venue.data;
  const street = data.address.trim();
  const place = placeText(data.city, data.country);
  const capacity = capacityText(data.capacity);
  const mapQuery = [street, place].filter(Boolean).join(", ");

  return (
    <article
      aria-labelledby="shared-venue-title"
      className="mx-auto w-full max-w-2xl flex-1 space-y-5 px-4 py-8 sm:py-12"
    >
      <header className="space-y-2">
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
          <Building2 aria-hidden="true" className="size-4" />
          Venue
        </p>
        <h1 id="shared-venue-title" className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {data.name}
        </h1>
        {place ? (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </p>
        ) : null}
      </header>

      {data.contactPhone || data.contactEmail ? (
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {data.contactPhone ? (
            <Button asChild size="lg">
              <a href={`tel:${data.contactPhone.replace(/[^\d+]/g, "")}`}>
                <Phone aria-hidden="true" />
                Call
              </a>
            </Button>
          ) : null}
          {data.contactEmail ? (
            <Button asChild size="lg" variant={data.contactPhone ? "outline" : "default"}>
              <a href={`mailto:${data.contactEmail}`}>
                <Mail aria-hidden="true" />
                Email
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact icon={MapPin} label="Address">
              {mapQuery ? (
                <>
                  {street ? <span className="block">{street}</span> : null}
                  {place ? <span className="block">{place}</span> : null}
                </>
              ) : (
                <span className="text-muted-foreground">Not given</span>
              )}
            </Fact>
            <Fact icon={Users} label="Capacity">
              {capacity ? `Up to ${capacity}` : <span className="text-muted-foreground">Not given</span>}
            </Fact>
          </dl>
          {data.amenities.length > 0 ? (
            <div className="space-y-2">
              <h2 className="text-sm font-medium text-muted-foreground">Amenities</h2>
              <AmenityChips amenities={data.amenities} />
            </div>
          ) : null}
        </CardContent>
      </Card>

      <ContactCard venue={data} />

      <p className="text-center text-xs text-muted-foreground">Shared with you through Gatherly.</p>
    </article>
  );
}
