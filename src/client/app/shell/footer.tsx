import { Link } from "react-router";
import { LogoMark } from "#client/components/logo.tsx";
import { usePageLoading } from "#client/components/loading-screen.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { FOOTER_LINKS } from "./nav-links.ts";

/**
 * The footer: its links (Help Center for signed-in people only), the year and tagline.
 * It waits for the page to arrive (usePageLoading) so the page does not push it down.
 */
export function Footer() {
  const { isAuthenticated } = useAuth();
  const pageLoading = usePageLoading();
  const links = FOOTER_LINKS.filter((link) => !link.signedInOnly || isAuthenticated);
  if (pageLoading) return null;

  return (
    <footer className="border-t bg-surface">
      {/* The right padding keeps the links clear of the floating buttons when the page is scrolled to the end. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-6 py-8 pr-20 pl-4 sm:pl-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs space-y-2">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-lg font-semibold tracking-tight text-foreground"
          >
            <LogoMark className="size-6" />
            <span>Gatherly</span>
          </Link>
          <p className="text-sm text-muted-foreground">Making event planning effortless and enjoyable.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 sm:grid-cols-3 md:flex md:flex-wrap md:justify-end md:gap-x-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground md:px-2.5"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">© 2025 Gatherly</p>
      </div>
    </footer>
  );
}
