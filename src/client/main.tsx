// Must stay the first import: it configures zod before any module builds a schema.
import "./app/shell/zod-jitless.ts";
import "./app/shell/csp-reporter.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import "./styles.css";

const rootElement = document.getElementById("root");
if (!rootElement) {
  // A page without its mount point cannot start.
  throw new Error("Root element not found");
}

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
