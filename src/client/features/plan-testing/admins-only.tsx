/**
 * The role check of the plan testing pages (GET /api/account/me). The admin area has the same gate, but
 * client features do not import each other, so this feature keeps its own small copy.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, RefreshCw, ShieldAlert } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useUserData } from "#client/lib/account.ts";

export const PAGE_WIDTH = "mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10";

function AdminsOnly() {
  return (
    <section
      aria-labelledby="admins-only-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id="admins-only-title" className="text-2xl font-semibold tracking-tight">
          Administrators only
        </h1>
        <p className="text-pretty text-muted-foreground">
          Plan testing is for Gatherly administrators. If you need access, ask an administrator to give your
          account the admin role.
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
    </section>
  );
}

export function AdminsOnlyGate({ children }: { children: ReactNode }) {
  const me = useUserData();
  if (me.isPending) {
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
  if (me.isError) {
    return (
      <div className={PAGE_WIDTH}>
        <Alert
          variant="destructive"
          role="alert"
          title="We couldn't check your access."
          action={
            <Button variant="outline" size="sm" loading={me.isFetching} onClick={() => void me.refetch()}>
              {me.isFetching ? null : <RefreshCw aria-hidden="true" />}
              Retry
            </Button>
          }
        >
          {me.error.message || "Please try again."}
        </Alert>
      </div>
    );
  }
  if (!me.data.roles.isAdmin) return <AdminsOnly />;
  return children;
}
