import { describe, expect, it } from "vitest";
import { redactUrl } from "./app.ts";

describe("the request log", () => {
  it("never writes the secrets that links carry", () => {
    expect(redactUrl("/api/public/invitations/AbCdEfGhIjKlMnOpQrStUv/answer")).toBe(
      "/api/public/invitations/[redacted]/answer",
    );
    expect(redactUrl("/api/public/rsvp/AbCdEfGhIjKlMnOpQrStUv")).toBe("/api/public/rsvp/[redacted]");
    expect(redactUrl("/api/public/venues/AbCdEfGhIjKlMnOpQrStUv")).toBe("/api/public/venues/[redacted]");
    expect(redactUrl("/api/calendar/feed/AbCdEfGhIjKlMnOpQrStUv.ics")).toBe("/api/calendar/feed/[redacted]");
    expect(redactUrl("/api/auth/magic-link/verify?token=secret&callbackURL=%2F")).toBe(
      "/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2F",
    );
    expect(redactUrl("/api/door/AbCdEfGhIjKlMnOpQrStUv/scans")).toBe("/api/door/[redacted]/scans");
    expect(redactUrl("/api/public/orders/AbCdEfGhIjKlMnOpQrStUv/tickets.pdf")).toBe(
      "/api/public/orders/[redacted]/tickets.pdf",
    );
    expect(redactUrl("/scan/AbCdEfGhIjKlMnOpQrStUv")).toBe("/scan/[redacted]");
    expect(redactUrl("/tickets/AbCdEfGhIjKlMnOpQrStUv")).toBe("/tickets/[redacted]");
    expect(redactUrl("/ticket-confirmation?order=AbCdEfGhIjKlMnOpQrStUv")).toBe(
      "/ticket-confirmation?order=[redacted]",
    );
    expect(redactUrl("/api/events?q=gala")).toBe("/api/events?q=gala");
  });
});
