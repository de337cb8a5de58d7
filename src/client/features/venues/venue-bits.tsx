/** Small pieces the venue pages share: the not-found state, the amenity chips. */
import { MapPinOff } from "lucide-react";
import { NotFoundState } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { cn } from "#client/lib/utils.ts";

const numberFormat = new Intl.NumberFormat();

/** "250 people", or null when the venue has no capacity set. */
export function capacityText(capacity: number | null): string | null {
  if (capacity === null) return null;
  return `${numberFormat.format(capacity)} ${capacity === 1 ? "person" : "people"}`;
}

/** "Lyon, France" from whichever parts are filled in. */
export function placeText(city: string, country: string): string {
  return [city, country].filter((part) => part.trim() !== "").join(", ");
}

export function AmenityChips({ amenities, max, className }: { amenities: string[]; max?: number; className?: string }) {
  if (amenities.length === 0) return null;
  const shown = max === undefined ? amenities : amenities.slice(0, max);
  const hidden = amenities.length - shown.length;
  return (
    <ul aria-label="Amenities" className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((amenity) => (
        <li key={amenity}>
          <Badge variant="neutral" className="max-w-full whitespace-normal break-words">
            {amenity}
          </Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="default">+{hidden} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}

export function VenueNotFound() {
  return (
    <NotFoundState
      titleId="venue-not-found-title"
      icon={MapPinOff}
      title="Venue not found"
      message="This venue may have been deleted, or the link is not quite right."
      backTo="/manage-venues"
      backLabel="Back to my venues"
    />
  );
}
