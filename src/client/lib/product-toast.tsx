/**
 * The product's own toasts (spec sections 4 and 9): Radix Toast, one at a time, 5 s by default, swiped away
 * to the right past 50 px, F8 jumps to them. Call productToast() from anywhere; <ProductToaster /> is
 * mounted once in the app's providers. Background notices go to the Sonner area instead (notify() in
 * toast.ts).
 */
import { useSyncExternalStore } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "./utils.ts";

export const PRODUCT_TOAST_DURATION_MS = 5000;
export const PRODUCT_TOAST_SWIPE_THRESHOLD_PX = 50;
export const PRODUCT_TOAST_HOTKEY = ["F8"];

/** "error" and "destructive" are the same red notice; both names are accepted. */
export type ProductToastVariant = "default" | "success" | "info" | "warning" | "error" | "destructive" | "loading";

export interface ProductToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ProductToastVariant | undefined;
  /** Milliseconds; Infinity keeps it until dismissed. Loading toasts stay until replaced or dismissed. */
  duration?: number | undefined;
  /** A notice raised again with the same id while it shows is updated in place instead of flashing. */
  id?: string | undefined;
}

export interface ProductToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ProductToastOptions>) => void;
}

interface ToastEntry {
  /** Changes for every new toast so Radix restarts its timer and animation. */
  key: number;
  id: string;
  title: string;
  description: string | undefined;
  variant: Exclude<ProductToastVariant, "destructive">;
  duration: number;
  open: boolean;
}

// ---- store: one toast at a time ----

let current: ToastEntry | null = null;
let nextKey = 1;
const listeners = new Set<() => void>();

function emit(next: ToastEntry | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): ToastEntry | null {
  return current;
}

function normaliseVariant(variant: ProductToastVariant | undefined): ToastEntry["variant"] {
  if (variant === "destructive") return "error";
  return variant ?? "default";
}

function defaultDuration(variant: ToastEntry["variant"]): number {
  return variant === "loading" ? Infinity : PRODUCT_TOAST_DURATION_MS;
}

function entryFrom(options: ProductToastOptions, key: number, id: string): ToastEntry {
  const variant = normaliseVariant(options.variant);
  return {
    key,
    id,
    title: options.title,
    description: options.description?.trim() ? options.description : undefined,
    variant,
    duration: options.duration ?? defaultDuration(variant),
    open: true,
  };
}

/** Closes the toast on screen (only the one with that id, when an id is given). */
export function dismissProductToast(id?: string): void {
  if (!current?.open) return;
  if (id !== undefined && current.id !== id) return;
  emit({ ...current, open: false });
}

/** Shows a toast, replacing whichever one is on screen. */
export function productToast(options: ProductToastOptions): ProductToastHandle {
  const sameOneShowing = options.id !== undefined && current?.open === true && current.id === options.id;
  const key = sameOneShowing && current ? current.key : nextKey++;
  const id = options.id ?? `toast-${key}`;
  emit(entryFrom(options, key, id));
  return {
    id,
    dismiss: () => dismissProductToast(id),
    update: (changes) => {
      if (current?.id !== id || !current.open) return;
      const variant = changes.variant !== undefined ? normaliseVariant(changes.variant) : current.variant;
      emit({
        ...current,
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        variant,
        // Leaving "loading" starts the normal countdown unless the caller says otherwise.
        duration: changes.duration ?? (variant === current.variant ? current.duration : defaultDuration(variant)),
      });
    },
  };
}

// ---- view ----

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

export function ProductToaster() {
  const toast = useSyncExternalStore(subscribe, snapshot, () => null);
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
