/**
 * The product's own toasts: one at a time, 5 s by default, swiped away to the right
 * past 50 px, F8 jumps to them. Call productToast() from anywhere. This module is only the store, so it
 * costs nothing on the first page load; the view (product-toaster.tsx, Radix Toast) is loaded by the
 * providers once the page is idle or a toast is raised, whichever comes first (toasters-demand.ts).
 * Background notices go to the Sonner area instead (notify() in toast.ts).
 */
import { wantToasters } from "./toasters-demand.ts";

export const PRODUCT_TOAST_DURATION_MS = 5000;
export const PRODUCT_TOAST_SWIPE_THRESHOLD_PX = 50;
export const PRODUCT_TOAST_HOTKEY = ["F8"];

/** "error" and "destructive" are the same red notice; both names are accepted. */
export type ProductToastVariant = "default" | "success" | "info" | "warning" | "error" | "destructive" | "loading";

interface ProductToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ProductToastVariant | undefined;
  /** Milliseconds; Infinity keeps it until dismissed. Loading toasts stay until replaced or dismissed. */
  duration?: number | undefined;
  /** A notice raised again with the same id while it shows is updated in place instead of flashing. */
  id?: string | undefined;
}

interface ProductToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ProductToastOptions>) => void;
}

export interface ToastEntry {
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
  wantToasters();
  for (const listener of listeners) listener();
}

export function subscribeProductToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function productToastSnapshot(): ToastEntry | null {
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
