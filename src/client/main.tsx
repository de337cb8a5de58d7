// Must stay the first import: it configures zod before any module builds a schema.
import "./app/shell/zod-jitless.ts";
import "./app/shell/csp-reporter.ts";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createAppRouter } from "./app/router.tsx";
import "./styles.css";

const rootElement = document.getElementById("root");
if (!rootElement) {
  // A page without its mount point cannot start.
  throw new Error("Root element not found");
}

// The public pages arrive with their HTML prerendered by the build (docs/decisions/028-prerendered-public-pages.md):
// those are hydrated; every other page starts empty and is rendered here.
const prerendered = rootElement.firstElementChild !== null;
const app = (
  <StrictMode>
    <App router={createAppRouter(prerendered)} />
  </StrictMode>
);
if (prerendered) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
