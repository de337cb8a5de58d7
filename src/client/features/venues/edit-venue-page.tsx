import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { FormSkeleton, isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useUpdateVenue, useVenue } from "./api.ts";
import { VenueNotFound } from "./venue-bits.tsx";
import { VenueForm, venueToFormValues } from "./venue-form.tsx";

/** /edit-venue/:venueId */
export default function EditVenuePage() {
  const { venueId = "" } = useParams();
  const navigate = useNavigate();
  const venue = useVenue(venueId);
  const update = useUpdateVenue(venueId);

  if (venue.isError && isNotFound(venue.error)) return <VenueNotFound />;

  const detailsPath = `/venue-details/${venueId}`;

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-3">
        <Link
          to={venue.data ? detailsPath : "/manage-venues"}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {venue.data ? venue.data.name : "Venues"}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Edit venue</h1>
      </header>
      {venue.isPending ? (
        <FormSkeleton label="Loading the venue" />
      ) : venue.isError ? (
        <LoadFailedAlert
          title="We couldn't load this venue."
          error={venue.error}
          retrying={venue.isFetching}
          onRetry={() => void venue.refetch()}
        />
      ) : (
        <VenueForm
          defaultValues={venueToFormValues(venue.data)}
          submitLabel="Save changes"
          onSubmit={async (input) => {
            const saved = await update.mutateAsync(input);
            successToast("Venue saved", `Your changes to "${saved.name}" were saved.`);
            void navigate(detailsPath);
          }}
          cancel={
            <Button asChild variant="outline">
              <Link to={detailsPath}>Cancel</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
