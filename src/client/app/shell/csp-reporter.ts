/**
 * Reports content-policy violations to the server. Registered as the app starts (main.tsx imports it), so
 * violations during the first render are reported too; the code that sends a report comes with the first one.
 */
if (typeof document !== "undefined") {
  document.addEventListener("securitypolicyviolation", (event) => {
    void import("./csp-report.ts").then(({ report }) => report(event)).catch(() => undefined);
  });
}
