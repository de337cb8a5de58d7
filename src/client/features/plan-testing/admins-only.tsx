/** The role check of the plan testing pages, with a skeleton shaped like them. */
import type { ReactNode } from "react";
import { ADMIN_PAGE_WIDTH, AdminsOnlyGate as Gate } from "#client/components/admins-only.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";

export const PAGE_WIDTH = ADMIN_PAGE_WIDTH;

const ADMINS_ONLY_TEXT =
  "Plan testing is for Gatherly administrators. If you need access, ask an administrator to give your account the admin role.";

function AccessCheckSkeleton() {
  return (
    <div className={PAGE_WIDTH}>
      <div role="status" aria-label="Checking your access" className="space-y-6">
        <div className="space-y-3">
          <Skeleton className="h-9 w-72 max-w-full" />
          <Skeleton className="h-5 w-96 max-w-full" />
        </div>
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}

export function AdminsOnlyGate({ children }: { children: ReactNode }) {
  return (
    <Gate description={ADMINS_ONLY_TEXT} skeleton={<AccessCheckSkeleton />}>
      {children}
    </Gate>
  );
}
