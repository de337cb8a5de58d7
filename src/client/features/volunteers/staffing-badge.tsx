/**
 * Whether a shift has the people it needs, said in words and with an icon as well as a colour: "Needs 2 more"
 * (warning) or "Fully staffed" (success); and the thin bar of confirmed against needed beside it.
 */
import { CircleAlert, CircleCheck } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { cn } from "#client/lib/utils.ts";
import { staffingOf, staffingText } from "./format.ts";

type Counts = { needed: number; confirmed: number };

export function StaffingBadge({ shift }: { shift: Counts }) {
  const short = staffingOf(shift) === "short";
  return (
    <Badge variant={short ? "warning" : "success"}>
      {short ? <CircleAlert aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
      {staffingText(shift)}
    </Badge>
  );
}

/** Decorative: the words beside it say the same. */
export function StaffingBar({ shift, className }: { shift: Counts & { awaiting: number }; className?: string }) {
  const total = Math.max(shift.needed, shift.confirmed + shift.awaiting, 1);
  const confirmed = (shift.confirmed / total) * 100;
  const awaiting = (shift.awaiting / total) * 100;
  const short = staffingOf(shift) === "short";
  return (
    <div aria-hidden="true" className={cn("flex h-2 w-full overflow-hidden rounded-full bg-muted", className)}>
      <div className={cn("h-full", short ? "bg-warning" : "bg-success")} style={{ width: `${confirmed}%` }} />
      <div className="h-full bg-primary/35" style={{ width: `${awaiting}%` }} />
    </div>
  );
}
