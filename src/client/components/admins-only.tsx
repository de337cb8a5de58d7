/**
 * The role check in front of admin-only pages (GET /api/account/me). The server refuses every admin call
 * to non-admins anyway (403); the check here only spares them a page of errors.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useUserData } from "#client/lib/account.ts";
import { LoadFailedAlert } from "./resource-states.tsx";

export const ADMIN_PAGE_WIDTH = "mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10";

/** The "Administrators only" page; `description` says what the page is. */
function AdminsOnly({ description }: { description: string }) {
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
        <p className="text-pretty text-muted-foreground">{description}</p>
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

interface AdminsOnlyGateProps {
  children: ReactNode;
  /** Shown while the role check runs, shaped like the page behind the gate. */
  skeleton: ReactNode;
  /** The text of the "Administrators only" page. */
  description: string;
}

/** Shows its children only to admins; everyone else gets the "Administrators only" page. */
export function AdminsOnlyGate({ children, skeleton, description }: AdminsOnlyGateProps) {
  const me = useUserData();
  if (me.isPending) return skeleton;
  if (me.isError) {
    return (
      <div className={ADMIN_PAGE_WIDTH}>
        <LoadFailedAlert
          title="We couldn't check your access."
          error={me.error}
          retrying={me.isFetching}
          onRetry={() => void me.refetch()}
        />
      </div>
    );
  }
  if (!me.data.roles.isAdmin) return <AdminsOnly description={description} />;
  return children;
}
