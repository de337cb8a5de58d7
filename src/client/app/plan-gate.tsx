import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router";
import { RotateCw } from "lucide-react";
import { featureOpens, findFeature } from "#shared/catalogue.ts";
import { requiredPlanForRoute, type AppRoute } from "#shared/routes.ts";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { planAccessOf, useUserData } from "#client/lib/account.ts";
import { premiumFeatureToast } from "#client/lib/toast.ts";

/**
 * The UI side of plan gating: a page above the user's tier shows the "Premium Feature"
 * notice and sends them to /pricing, replacing history so Back does not bounce them here again. The server
 * refuses the feature's API on its own; this only spares the user a page that cannot load its data. A page
 * the people of an event use inside it opens on the plan of a host whose event they attend, too.
 */
export function PlanGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { data, isError, refetch, isRefetching } = useUserData();
  const feature = route.featureKey !== undefined ? findFeature(route.featureKey) : undefined;
  const title = feature?.title ?? route.title;
  // The server already folded trials and lifetime plans into these flags.
  const allowed = data
    ? featureOpens(feature ?? { planType: requiredPlanForRoute(route) }, planAccessOf(data), data.memberAccess)
    : null;

  useEffect(() => {
    if (allowed === false) premiumFeatureToast(title);
  }, [allowed, title]);

  if (allowed === true) return children;
  if (allowed === false) return <Navigate to="/pricing" replace />;
  if (isError && !isRefetching) {
    // A network failure is not a verdict on the plan: offer a retry instead of sending a paying user away.
    return (
      <div className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 py-16">
        <Alert
          variant="destructive"
          role="alert"
          title="We couldn't check your plan"
          action={
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      </div>
    );
  }
  return <LoadingScreen className="flex-1" />;
}
