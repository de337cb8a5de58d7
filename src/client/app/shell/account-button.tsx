import { Link, useLocation } from "react-router";
import { useUserData } from "#client/lib/account.ts";
import { useAuth } from "#client/lib/auth.ts";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { cn } from "#client/lib/utils.ts";
import { ACCOUNT_SETTINGS_PATH } from "./nav-links.ts";

/** The signed-in person's name and picture, as the account data has them; the session's name until then. */
export function useAccountIdentity() {
  const { user, isAuthenticated } = useAuth();
  const { data } = useUserData({ enabled: isAuthenticated });
  const name = data?.user.displayName || data?.user.fullName || user?.name || user?.email || "Account";
  const avatarUrl = data?.user.avatarUrl ?? user?.image ?? null;
  return { name, avatarUrl, email: data?.user.email ?? user?.email ?? "" };
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
