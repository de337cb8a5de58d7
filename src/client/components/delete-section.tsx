/**
 * The way to delete what a page shows, at the end of the page: never the first button under a thumb on a
 * phone, and always with its consequence in words beside it (the confirmation dialog names what is lost).
 */
import { useId } from "react";
import { Trash2, type LucideIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

export function DeleteSection({
  title,
  description,
  label,
  onDelete,
  icon: Icon = Trash2,
}: {
  /** "Delete this activity" */
  title: string;
  /** What goes with it, in a sentence. */
  description: string;
  /** The button: "Delete activity". */
  label: string;
  onDelete: () => void;
  /** Another end-of-the-road action (cancelling an event) shows its own icon. */
  icon?: LucideIcon;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-destructive/25 bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0 space-y-1">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">{description}</p>
      </div>
      <Button variant="destructive-outline" className="shrink-0 self-start sm:self-auto" onClick={onDelete}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
    </section>
  );
}
