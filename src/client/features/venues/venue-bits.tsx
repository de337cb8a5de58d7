/** Small pieces the venue pages share: the not-found state, the amenity chips and the one-item dialog state. */
import { useState } from "react";
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

/** Open/closed state for a dialog that acts on one item at a time. */
export function useTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return { target, open: (item: T) => setTarget(item), close: () => setTarget(null) };
}

export const textareaClass = cn(
  "min-h-28 w-full rounded-lg border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs sm:text-sm",
  "placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
);
