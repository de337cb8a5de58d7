import { Link, useLocation } from "react-router";
import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { useUserData } from "#client/lib/account.ts";
import { useAuth } from "#client/lib/auth.ts";
import { cn } from "#client/lib/utils.ts";
import { ACCOUNT_SETTINGS_PATH } from "./nav-links.ts";

/** Up to two letters from a name (or the email's local part when there is no name). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

/** The signed-in person's name and picture, as the account data has them; the session's name until then. */
export function useAccountIdentity() {
  const { user, isAuthenticated } = useAuth();
  const { data } = useUserData({ enabled: isAuthenticated });
  const name = data?.user.displayName || data?.user.fullName || user?.name || user?.email || "Account";
  const avatarUrl = data?.user.avatarUrl ?? user?.image ?? null;
  return { name, avatarUrl, email: data?.user.email ?? user?.email ?? "" };
}

export function UserAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null; className?: string }) {
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

/**
 * The account button: avatar and name, leading to the account settings. Its accessible name says where it
 * goes; the name shows beside the avatar on wide screens (`showName`).
 */
export function AccountButton({ showName = true, onNavigate }: { showName?: boolean; onNavigate?: () => void }) {
  const { name, avatarUrl } = useAccountIdentity();
  const { pathname } = useLocation();
  const current = pathname === ACCOUNT_SETTINGS_PATH;
  return (
    <Link
      to={ACCOUNT_SETTINGS_PATH}
      aria-label="Account settings"
      aria-current={current ? "page" : undefined}
      title={`${name}: account settings`}
      onClick={onNavigate}
      className={cn(
        "inline-flex h-10 max-w-[14rem] min-w-0 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-medium text-foreground transition-colors hover:bg-muted",
        showName && "xl:pr-3",
        current && "bg-primary-soft text-primary-soft-foreground",
      )}
    >
      <UserAvatar name={name} avatarUrl={avatarUrl} />
      {showName ? <span className="hidden truncate xl:inline">{name}</span> : null}
    </Link>
  );
}
