import { Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Menu } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useBreakpoint } from "#client/lib/breakpoints.ts";
import { lazyWithPreload } from "#client/lib/lazy-with-preload.ts";
import type { ShellNav } from "./nav-links.ts";

const MobileNavDrawer = lazyWithPreload(() => import("./mobile-nav-drawer.tsx"));

/**
 * The menu button below 1024 px and the drawer it opens (mobile-nav-drawer.tsx, loaded on first use). The
 * drawer remembers the location it was opened at, so any navigation closes it without an effect.
 */
export function MobileNav({ nav }: { nav: ShellNav }) {
  const location = useLocation();
  const breakpoint = useBreakpoint();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const open = openedAt === location.key && breakpoint !== "desktop";
  const setOpen = (next: boolean) => {
    if (next) setEverOpened(true);
    setOpenedAt(next ? location.key : null);
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 lg:hidden"
        onPointerEnter={MobileNavDrawer.preload}
        onFocus={MobileNavDrawer.preload}
        onClick={() => setOpen(!open)}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            nav={nav}
            open={open}
            onOpenChange={setOpen}
            onNavigate={() => setOpen(false)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
