/** "New message": find someone who shares an event with you and open the conversation with them. */
import { useState } from "react";
import { UserSearch } from "lucide-react";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useContacts } from "./api.ts";

export function NewMessageDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (userId: string) => void;
}) {
  const [q, setQ] = useState("");
  const contacts = useContacts(q);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>New message</DialogTitle>
          <DialogDescription>
            You can message the organiser and the guests of each event you share with them, once they have a Gatherly
            account with the address they were invited with. Events whose organiser's plan does not include private
            messages are left out.
          </DialogDescription>
        </DialogHeader>
        <SearchField label="Search by name" value={q} onSearch={setQ} placeholder="Name" />
        <div className="max-h-80 min-h-32 overflow-y-auto" aria-busy={contacts.isFetching || undefined}>
          {contacts.isPending ? (
            <div role="status" aria-label="Loading people" className="space-y-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : contacts.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {contacts.error.message}
            </p>
          ) : contacts.data.length === 0 ? (
            <p className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
              <UserSearch aria-hidden="true" className="size-6" />
              {q
                ? `Nobody called "${q}" shares an event with you.`
                : "Nobody shares an event with you yet. Guests appear here once they sign up with the address they were invited with."}
            </p>
          ) : (
            <ul aria-label="People" className="space-y-1">
              {contacts.data.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    onClick={() => onPick(person.id)}
                    className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <UserAvatar name={person.name} avatarUrl={person.image} className="size-9" />
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{person.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">{person.events.join(" · ")}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
