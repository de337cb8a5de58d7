/**
 * Role checks for what the client shows. The server checks rights on every call; these
 * only decide which links, alerts and protections appear. Both answers are kept 15 minutes.
 */
import { useQuery } from "@tanstack/react-query";
import { accountContract as account } from "#shared/account/contract.ts";
import { call, keyOf } from "./api.ts";
import { useAuth } from "./auth.ts";

const ADMIN_ROLE_STALE_TIME_MS = 15 * 60 * 1000;
const SUPER_ADMIN_STALE_TIME_MS = 15 * 60 * 1000;

/** Per user, so another account signed in on the same tab never sees the last one's answer. */
const superAdminKey = (userId: string | null) => [...keyOf(account.isSuperAdminUser), userId];

/**
 * Admin status, read from the same user-data batch as useUserData() (one request, one cache entry); this
 * observer lets that entry age up to 15 minutes before it asks again. False while unknown, for signed-out
 * visitors, and when the load failed.
 */
export function useIsAdmin(): boolean {
  const { isAuthenticated } = useAuth();
  const query = useQuery({
    queryKey: keyOf(account.me),
    queryFn: ({ signal }) => call(account.me, {}, { signal }),
    staleTime: ADMIN_ROLE_STALE_TIME_MS,
    enabled: isAuthenticated,
    select: (data) => data.roles.isAdmin,
  });
  return isAuthenticated && query.data === true;
}

/** The is_super_admin_user procedure; false on any error. */
async function fetchIsSuperAdmin(signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await call(account.isSuperAdminUser, { body: {} }, { signal });
    return answer === true;
  } catch (error) {
    // A cancelled request is not an answer; let the query cache drop it.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return false;
  }
}

/**
 * Super admin status. Signed-out visitors are never super admins and cost no request; false until the
 * answer arrives, so protections apply from the first paint.
 */
export function useIsSuperAdmin(): boolean {
  const { isAuthenticated, user } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: superAdminKey(userId),
    queryFn: ({ signal }) => fetchIsSuperAdmin(signal),
    staleTime: SUPER_ADMIN_STALE_TIME_MS,
    enabled: isAuthenticated && userId !== null,
  });
  return isAuthenticated && query.data === true;
}
