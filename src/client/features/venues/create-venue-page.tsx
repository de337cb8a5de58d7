import { Link, useNavigate } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useCreateVenue } from "./api.ts";
import { EMPTY_VENUE, VenueForm } from "./venue-form.tsx";

/** /create-venue */
export default function CreateVenuePage() {
  const navigate = useNavigate();
  const create = useCreateVenue();

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-3">
        <Link
          to="/manage-venues"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Venues
        </Link>
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Add a venue</h1>
          <p className="text-muted-foreground">Only the name is needed now; fill in the rest whenever you know it.</p>
        </div>
      </header>
      <VenueForm
        defaultValues={EMPTY_VENUE}
        submitLabel="Save venue"
        onSubmit={async (input) => {
          const venue = await create.mutateAsync(input);
          successToast("Venue saved", `"${venue.name}" was added to your venues.`);
          void navigate(`/venue-details/${venue.id}`);
        }}
        cancel={
          <Button asChild variant="outline">
            <Link to="/manage-venues">Cancel</Link>
          </Button>
        }
      />
    </div>
  );
}
