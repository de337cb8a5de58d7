import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { ProductToaster } from "#client/lib/product-toast.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { CopyProtection } from "./shell/copy-protection.tsx";

/*
 * The notification area sits beside the floating buttons on wide screens (right offset) and above them on
 * phones (bottom offset), so neither hides the other.
 */
const NOTIFICATION_OFFSET = { bottom: 24, right: 96 };
const NOTIFICATION_MOBILE_OFFSET = { bottom: 140, right: 16, left: 16 };

/**
 * App-wide providers: the query cache, the product's own toasts (one at a time, F8), the notification area
 * for background events (spec section 9: 3 visible, 4 s, bottom right, Alt+T), and copy protection, which
 * applies on every page, with or without the standard layout.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <CopyProtection />
      <ProductToaster />
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        hotkey={["altKey", "KeyT"]}
        offset={NOTIFICATION_OFFSET}
        mobileOffset={NOTIFICATION_MOBILE_OFFSET}
        richColors
        closeButton
        toastOptions={{ className: "font-sans" }}
      />
    </QueryClientProvider>
  );
}
