/** A person's round photo, or their initials while it loads or when they have none. */
import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "#client/lib/utils.ts";

/** Up to two letters from a name (or the email's local part when there is no name). */
function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

export function UserAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground",
        className,
      )}
    >
      {avatarUrl ? <AvatarPrimitive.Image src={avatarUrl} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback delayMs={avatarUrl ? 300 : 0} aria-hidden="true">
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
