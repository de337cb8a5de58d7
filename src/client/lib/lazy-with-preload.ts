import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * React.lazy plus a preload() to start the download early (on hover or focus of what opens it), so panels
 * kept out of the first page load still open without a visible wait.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> & { preload: () => void } {
  return Object.assign(lazy(load), {
    preload: () => {
      void load().catch(() => undefined);
    },
  });
}
