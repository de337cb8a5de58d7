/**
 * Sends a content-policy violation's fields to the security contract's reportCspViolation; failures are
 * ignored. Fetched with the first violation (csp-reporter.ts).
 */
import { securityContract } from "#shared/security/contract.ts";
import { hrefOf } from "#client/lib/api.ts";

export function report(event: SecurityPolicyViolationEvent): void {
  const body = {
    blockedURI: event.blockedURI.slice(0, 2048),
    violatedDirective: (event.effectiveDirective || event.violatedDirective).slice(0, 256),
    originalPolicy: event.originalPolicy.slice(0, 4096),
    disposition: event.disposition,
    documentURI: event.documentURI.slice(0, 2048),
    lineNumber: event.lineNumber,
    columnNumber: event.columnNumber,
    sourceFile: event.sourceFile.slice(0, 2048),
    timestamp: new Date().toISOString(),
  };
  // fetch itself rather than `call`: only fetch's keepalive lets a report sent as the page closes arrive.
  void fetch(hrefOf(securityContract.reportCspViolation), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
