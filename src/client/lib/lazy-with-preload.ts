import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * React.lazy plus a preload() to start the download early (on hover or focus of what opens it, or when a
 * route is entered), so code kept out of the first page load still shows without a visible wait. The
 * download starts once however often preload() is called; a failed one is tried again next time.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  return Object.assign(lazy(loadOnce), {
    preload: () => {
      void loadOnce().catch(() => undefined);
    },
  });
}
