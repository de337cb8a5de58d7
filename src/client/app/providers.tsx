import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { queryClient } from "#client/lib/query-client.ts";

/** App-wide providers: the query cache and the notification area (spec section 9: 3 visible, 4 s, Alt+T). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        hotkey={["altKey", "KeyT"]}
        richColors
        closeButton
        toastOptions={{ className: "font-sans" }}
      />
    </QueryClientProvider>
  );
}
