import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useFlag } from "#client/lib/flag.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { toastersWanted, wantToastersWhenIdle } from "#client/lib/toasters-demand.ts";
import { CopyProtection } from "./shell/copy-protection.tsx";

const ProductToaster = lazy(() => import("#client/lib/product-toaster.tsx"));
const NotificationArea = lazy(() => import("#client/lib/notification-area.tsx"));

/**
 * The product's toasts and the notification area, loaded once the page is idle or a toast is raised
 * (toasters-demand.ts): they are not needed to show the first page, so its download does not carry them.
 */
function Toasters() {
  const wanted = useFlag(toastersWanted);
  useEffect(wantToastersWhenIdle, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProductToaster />
      <NotificationArea />
    </Suspense>
  );
}

/**
 * App-wide providers: the query cache, the product's own toasts (one at a time, F8), the notification area
 * for background events (3 visible, 4 s, bottom right, Alt+T), and copy protection, which
 * applies on every page, with or without the standard layout.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <CopyProtection />
      <Toasters />
    </QueryClientProvider>
  );
}
