import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft, CalendarDays, CalendarRange, Globe, MapPin, Pencil, StickyNote, Users } from "lucide-react";
import type { TVenue } from "#shared/venues/schemas.ts";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { DeleteSection } from "#client/components/delete-section.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useBookings, useDeleteVenue, useVenue } from "./api.ts";
import { bookingPath } from "./booking-link.ts";
import { bookingRange, describeBrowserZone } from "./format.ts";
import { Fact } from "#client/components/fact.tsx";
import { ContactCard } from "./contact-card.tsx";
import { ShareSection } from "./share-section.tsx";
import { AmenityChips, capacityText, placeText, VenueNotFound } from "./venue-bits.tsx";

const UPCOMING_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

function DetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading venue"
      className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10"
    >
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-80 max-w-full" />
        <Skeleton className="h-4 w-48" />
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-64 w-full rounded-xl lg:col-span-2" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

function AboutCard({ venue }: { venue: TVenue }) {
  const street = venue.address.trim();
  const place = placeText(venue.city, venue.country);
  const capacity = capacityText(venue.capacity);
  return (
    <Card>
      <CardHeader>
        <CardTitle>About this venue</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={MapPin} label="Address">
            {street || place ? (
              <>
                {street ? <span className="block">{street}</span> : null}
                {place ? <span className="block">{place}</span> : null}
              </>
            ) : (
              <span className="text-muted-foreground">Not added yet</span>
            )}
          </Fact>
          <Fact icon={Users} label="Capacity">
            {capacity ? `Up to ${capacity}` : <span className="text-muted-foreground">Not set</span>}
          </Fact>
        </dl>
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">Amenities</h3>
          {venue.amenities.length > 0 ? (
            <AmenityChips amenities={venue.amenities} />
          ) : (
            <p className="text-sm text-muted-foreground">No amenities listed.</p>
          )}
        </div>
        <div className="space-y-2">
          <h3 className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <StickyNote aria-hidden="true" className="size-4" />
            Notes <span className="font-normal">(only you see these)</span>
          </h3>
          {venue.notes.trim() ? (
            <p className="text-sm whitespace-pre-line break-words">{venue.notes}</p>
          ) : (
            <p className="text-sm text-muted-foreground">No notes.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function UpcomingBookings({ venueId }: { venueId: string }) {
  // Fixed when the page opens so the query key (and the cache entry) stays the same across renders.
  const [range] = useState(() => {
    const now = Date.now();
    return { from: new Date(now).toISOString(), to: new Date(now + UPCOMING_DAYS * DAY_MS).toISOString(), venueId };
  });
  const bookings = useBookings(range);

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-5 text-muted-foreground" />
            Upcoming bookings
          </CardTitle>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            Next {UPCOMING_DAYS} days, times in {describeBrowserZone(new Date(range.from), new Date(range.to))}
          </p>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={`/booking-calendar?venue=${encodeURIComponent(venueId)}`}>
            <CalendarRange aria-hidden="true" />
            Open calendar
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {bookings.isPending ? (
          <div role="status" aria-label="Loading bookings" className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full rounded-lg" />
            ))}
          </div>
        ) : bookings.isError ? (
          <LoadFailedAlert
            title="We couldn't load the bookings."
            error={bookings.error}
            retrying={bookings.isFetching}
            onRetry={() => void bookings.refetch()}
          />
        ) : bookings.data.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            Nothing booked here in the next {UPCOMING_DAYS} days. Choose this venue when you create or edit an event to
            hold it.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {bookings.data.map((booking) => (
              <li
                key={`${booking.kind}-${booking.id}`}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <Link
                  to={bookingPath(booking)}
                  className="min-w-0 rounded-sm font-medium break-words hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {booking.name}
                </Link>
                <span className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
                  {booking.kind === "activity" ? <Badge variant="accent">Activity</Badge> : null}
                  {bookingRange(booking)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /venue-details/:venueId and /venues/:venueId */
export default function VenueDetailsPage() {
  const { venueId = "" } = useParams();
  const navigate = useNavigate();
  const venue = useVenue(venueId);
  const remove = useDeleteVenue();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (venue.isPending) return <DetailsSkeleton />;
  if (venue.isError) {
    if (isNotFound(venue.error)) return <VenueNotFound />;
    return (
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
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
  const place = placeText(data.city, data.country);

  function onDelete() {
    remove.mutate(data.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        successToast("Venue deleted", `"${data.name}" was deleted.`);
        void navigate("/manage-venues", { replace: true });
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-3">
        <Link
          to="/manage-venues"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Venues
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{data.name}</h1>
            {place ? (
              <p className="flex items-center gap-1.5 text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {place}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2 sm:shrink-0">
            <Button asChild variant="outline">
              <Link to={`/edit-venue/${data.id}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AboutCard venue={data} />
          <UpcomingBookings venueId={data.id} />
        </div>
        <div className="space-y-6">
          <ContactCard venue={data} />
          <ShareSection venue={data} />
        </div>
      </div>

      <DeleteSection
        title="Delete this venue"
        description="Its contacts, amenities, notes and share link go with it; events booked here lose the venue."
        label="Delete venue"
        onDelete={() => {
          remove.reset();
          setConfirmDelete(true);
        }}
      />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete "${data.name}"?`}
        description="The venue, its contacts, amenities, notes and share link are removed for good. Events booked here keep their other details but lose this venue."
        confirmLabel="Delete venue"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={onDelete}
      />
    </div>
  );
}
