/**
 * The one venue list behind /venues, /manage-venues and /search-venues: search by name, city and minimum
 * capacity, paged on the server, shown as cards. The search page gives the fields the top of the page.
 */
import { useId } from "react";
import { Link } from "react-router";
import { Building2, MapPin, Plus, Search, SearchX, Users } from "lucide-react";
import type { TVenue } from "#shared/venues/schemas.ts";
import { RowActions } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { textParam, useListParams } from "#client/lib/use-list-params.ts";
import { successToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { useDeleteVenue, useVenueList, VENUES_PAGE_SIZE, type VenueListParams } from "./api.ts";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { useDebouncedText } from "#client/lib/use-debounced-text.ts";
import { AmenityChips, capacityText, placeText } from "./venue-bits.tsx";

/** The filters live in the URL so Back, reload and a shared link keep them. */
function useVenueListParams() {
  return useListParams<Omit<VenueListParams, "page">>({
    q: textParam(),
    city: textParam(),
    minCapacity: textParam({ accept: (raw) => /^\d+$/.test(raw) }),
  });
}

type TextFilter = "q" | "city" | "minCapacity";

const digitsOnly = (text: string) => text.replace(/\D/g, "");

/** A text filter of the list, applied after a pause in typing. */
function useDebouncedFilter(
  key: TextFilter,
  value: string,
  update: (patch: Partial<VenueListParams>) => void,
): [string, (text: string) => void] {
  return useDebouncedText(value, (wanted) => update({ [key]: wanted }), key === "minCapacity" ? digitsOnly : undefined);
}

function Filters({
  params,
  update,
  prominent,
}: {
  params: VenueListParams;
  update: (patch: Partial<VenueListParams>) => void;
  prominent: boolean;
}) {
  const id = useId();
  const [q, setQ] = useDebouncedFilter("q", params.q, update);
  const [city, setCity] = useDebouncedFilter("city", params.city, update);
  const [minCapacity, setMinCapacity] = useDebouncedFilter("minCapacity", params.minCapacity, update);
  const inputSize = prominent ? "sm:h-12 sm:text-base" : undefined;

  const fields = (
    <div
      role="search"
      aria-label="Search venues"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Venue name</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="e.g. Riverside Hall"
            className={cn("pl-9", inputSize)}
            autoFocus={prominent}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-city`}>City</Label>
        <Input
          id={`${id}-city`}
          type="search"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          placeholder="Any city"
          autoComplete="address-level2"
          className={inputSize}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-cap`}>Minimum capacity</Label>
        <Input
          id={`${id}-cap`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={minCapacity}
          onChange={(event) => setMinCapacity(event.target.value)}
          placeholder="Any size"
          className={inputSize}
        />
      </div>
    </div>
  );

  if (!prominent) return fields;
  return <Card className="p-4 sm:p-6">{fields}</Card>;
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading venues" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} aria-hidden="true" className="space-y-3 p-5">
          <Skeleton className="h-5 w-40 max-w-[70%]" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-24" />
          <div className="flex gap-1.5">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-9 w-full rounded-lg" />
        </Card>
      ))}
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        {filtered ? (
          <SearchX aria-hidden="true" className="size-6" />
        ) : (
          <Building2 aria-hidden="true" className="size-6" />
        )}
      </span>
      {filtered ? (
        <>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">No venues match</h2>
            <p className="text-sm text-muted-foreground">Try another name, city or size, or clear the search.</p>
          </div>
          <Button variant="outline" onClick={onClear}>
            Clear search
          </Button>
        </>
      ) : (
        <>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">No venues yet</h2>
            <p className="mx-auto max-w-sm text-sm text-pretty text-muted-foreground">
              Keep the halls, parks and restaurants you use in one place, with their contacts and amenities, and see at
              a glance when each one is booked.
            </p>
          </div>
          <Button asChild>
            <Link to="/create-venue">
              <Plus aria-hidden="true" />
              Add your first venue
            </Link>
          </Button>
        </>
      )}
    </Card>
  );
}

function VenueCard({ venue, onDelete }: { venue: TVenue; onDelete: () => void }) {
  const titleId = `venue-${venue.id}-title`;
  const place = placeText(venue.city, venue.country);
  const capacity = capacityText(venue.capacity);
  return (
    <li aria-labelledby={titleId} className="flex">
      <Card className="flex w-full flex-col gap-4 p-5">
        <div className="min-w-0 flex-1 space-y-2">
          <h3 id={titleId} className="text-base font-semibold break-words">
            <Link
              to={`/venue-details/${venue.id}`}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {venue.name}
            </Link>
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{place || "No city yet"}</span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            <span>{capacity ? `Up to ${capacity}` : "Capacity not set"}</span>
          </p>
          <AmenityChips amenities={venue.amenities} max={5} className="pt-1" />
        </div>
        <RowActions
          name={venue.name}
          viewTo={`/venue-details/${venue.id}`}
          editTo={`/edit-venue/${venue.id}`}
          onDelete={onDelete}
          className="border-t pt-4"
        />
      </Card>
    </li>
  );
}

interface VenueListProps {
  mode: "manage" | "search";
}

export function VenueList({ mode }: VenueListProps) {
  const [params, update] = useVenueListParams();
  const list = useVenueList(params);
  const remove = useDeleteVenue();
  const deleting = useTarget<TVenue>();
  const filtered = params.q !== "" || params.city !== "" || params.minCapacity !== "";
  const data = list.data;
  const searching = mode === "search";

  usePageInRange({
    page: params.page,
    shown: data?.venues.length,
    total: data?.total,
    pageSize: VENUES_PAGE_SIZE,
    onPage: (page) => update({ page }),
  });

  function onConfirmDelete() {
    const target = deleting.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        deleting.close();
        successToast("Venue deleted", `"${target.name}" was deleted.`);
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {searching ? "Search venues" : "Venues"}
          </h1>
          <p className="text-muted-foreground">
            {searching
              ? "Find the right place by name, city and how many people it holds."
              : "The places you hold your gatherings: contacts, capacity, amenities and bookings."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button asChild variant="outline">
            <Link to="/booking-calendar">Booking calendar</Link>
          </Button>
          <Button asChild>
            <Link to="/create-venue">
              <Plus aria-hidden="true" />
              Add venue
            </Link>
          </Button>
        </div>
      </header>

      <Filters params={params} update={update} prominent={searching} />

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !data ? (
        <LoadFailedAlert
          title="We couldn't load your venues."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.venues.length === 0 ? (
        <EmptyState filtered={filtered} onClear={() => update({ q: "", city: "", minCapacity: "" })} />
      ) : data ? (
        <section
          aria-labelledby="venues-list-title"
          aria-busy={list.isPlaceholderData || undefined}
          className="space-y-4"
        >
          <h2 id="venues-list-title" className="sr-only">
            {searching ? "Results" : "Your venues"}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total} {data.total === 1 ? "venue" : "venues"}
            {filtered ? (data.total === 1 ? " matches" : " match") : ""}
          </p>
          <ul
            className={cn(
              "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
              list.isPlaceholderData && "opacity-70 transition-opacity",
            )}
          >
            {data.venues.map((venue) => (
              <VenueCard
                key={venue.id}
                venue={venue}
                onDelete={() => {
                  remove.reset();
                  deleting.open(venue);
                }}
              />
            ))}
          </ul>
          <Pagination
            label="Venue pages"
            page={params.page}
            total={data.total}
            pageSize={VENUES_PAGE_SIZE}
            onPage={(page) => update({ page })}
          />
        </section>
      ) : null}

      <ConfirmDialog
        open={deleting.target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete "${deleting.target?.name ?? ""}"?`}
        description="The venue, its contacts, amenities, notes and share link are removed for good. Events booked here keep their other details but lose this venue."
        confirmLabel="Delete venue"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
