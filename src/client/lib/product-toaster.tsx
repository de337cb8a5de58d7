/**
 * The view of the product's toasts (product-toast.ts holds the store): Radix Toast, loaded on demand by the
 * providers so the first page load does not carry it.
 */
import { useSyncExternalStore } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { Spinner } from "#client/components/ui/spinner.tsx";
import {
  dismissProductToast,
  PRODUCT_TOAST_DURATION_MS,
  PRODUCT_TOAST_HOTKEY,
  PRODUCT_TOAST_SWIPE_THRESHOLD_PX,
  productToastSnapshot,
  subscribeProductToast,
  type ToastEntry,
} from "./product-toast.ts";
import { cn } from "./utils.ts";

const VARIANT_CLASSES: Record<ToastEntry["variant"], string> = {
  default: "border-border bg-surface text-foreground",
  success: "border-success/30 bg-surface text-foreground",
  info: "border-primary/25 bg-surface text-foreground",
  warning: "border-warning/40 bg-warning-soft text-foreground",
  error: "border-destructive/30 bg-destructive-soft text-foreground",
  loading: "border-border bg-surface text-foreground",
};

function VariantIcon({ variant }: { variant: ToastEntry["variant"] }) {
  const iconClass = "mt-0.5 size-5 shrink-0";
  switch (variant) {
    case "success":
      return <CircleCheck aria-hidden="true" className={cn(iconClass, "text-success")} />;
    case "info":
      return <Info aria-hidden="true" className={cn(iconClass, "text-primary")} />;
    case "warning":
      return <TriangleAlert aria-hidden="true" className={cn(iconClass, "text-warning-foreground")} />;
    case "error":
      return <CircleAlert aria-hidden="true" className={cn(iconClass, "text-destructive")} />;
    case "loading":
      return <Spinner className={cn(iconClass, "text-primary")} />;
    default:
      return null;
  }
}

/*
 * Radix copies each toast's text into a visually hidden live region for a second. That second copy makes
 * every notice appear twice in the page (tests that find a notice by its text see two), so the copy is
 * rendered into a detached node, and the toast list itself is the polite live region instead: a toast
 * added to it is read out once.
 */
const detachedAnnouncer: HTMLElement | undefined =
  typeof document === "undefined" ? undefined : document.createElement("div");

export default function ProductToaster() {
  const toast = useSyncExternalStore(subscribeProductToast, productToastSnapshot, () => null);
  return (
    <ToastPrimitive.Provider
      duration={PRODUCT_TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={PRODUCT_TOAST_SWIPE_THRESHOLD_PX}
      announcerContainer={detachedAnnouncer}
    >
      {toast ? (
        <ToastPrimitive.Root
          key={toast.key}
          open={toast.open}
          duration={toast.duration}
          onOpenChange={(open) => {
            if (!open) dismissProductToast(toast.id);
          }}
          className={cn(
            "product-toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-11 shadow-lifted",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            VARIANT_CLASSES[toast.variant],
          )}
          data-variant={toast.variant}
        >
          <VariantIcon variant={toast.variant} />
          <div className="min-w-0 flex-1 space-y-1">
            <ToastPrimitive.Title className="text-sm leading-5 font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm leading-relaxed text-muted-foreground">
                {toast.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2.5 right-2.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={PRODUCT_TOAST_HOTKEY}
        aria-live="polite"
        className={cn(
          "fixed top-[4.5rem] right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none",
          "sm:max-w-[25rem]",
        )}
      />
    </ToastPrimitive.Provider>
  );
}
