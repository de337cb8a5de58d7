/**
 * Scanning with the phone's back camera. The QR library loads only when staff ask for the camera, and the
 * camera stops as soon as the page is hidden or this panel closes, so it never runs in a pocket. A code held
 * in view counts once (scan-logic.ts, repeat filter). When there is no camera or access is refused, the
 * panel says so and the code field keeps working.
 */
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type QrScanner from "qr-scanner";
import { X } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { createRepeatFilter } from "./scan-logic.ts";

const REPEAT_WINDOW_MS = 3000;
const TYPE_INSTEAD = "You can still type or scan codes into the field above.";

type CameraState = { kind: "starting" } | { kind: "running" } | { kind: "failed"; message: string };

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  // qr-scanner reports a missing camera as a plain string.
  const text = typeof error === "string" ? error : error instanceof Error ? error.message : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") {
    return `Camera access was refused. Allow the camera for this site in your browser's settings and try again. ${TYPE_INSTEAD}`;
  }
  if (name === "NotFoundError" || name === "OverconstrainedError" || /camera not found/i.test(text)) {
    return `No camera was found on this device. ${TYPE_INSTEAD}`;
  }
  if (name === "NotReadableError" || name === "AbortError") {
    return `The camera is busy in another app. Close that app and try again. ${TYPE_INSTEAD}`;
  }
  return `The camera could not start. ${TYPE_INSTEAD}`;
}

export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: "starting" });
  const onRead = useEffectEvent((code: string) => onCode(code));

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let scanner: QrScanner | null = null;
    const fresh = createRepeatFilter(REPEAT_WINDOW_MS);
    const fail = (message: string) => {
      if (!cancelled) setState({ kind: "failed", message });
    };

    const start = async () => {
      let Scanner: typeof QrScanner;
      try {
        ({ default: Scanner } = await import("qr-scanner"));
      } catch {
        fail(`The camera scanner could not load. Check the connection and try again. ${TYPE_INSTEAD}`);
        return;
      }
      if (cancelled) return;
      if (!window.isSecureContext || !navigator.mediaDevices) {
        fail(`The camera works only on a secure (https) page. ${TYPE_INSTEAD}`);
        return;
      }
      if (!(await Scanner.hasCamera())) {
        fail(`No camera was found on this device. ${TYPE_INSTEAD}`);
        return;
      }
      if (cancelled) return;
      const reader = new Scanner(
        video,
        (result) => {
          const code = result.data.trim();
          if (code && fresh(code, performance.now())) onRead(code);
        },
        {
          preferredCamera: "environment",
          maxScansPerSecond: 10,
          returnDetailedScanResult: true,
          onDecodeError: () => undefined,
        },
      );
      scanner = reader;
      try {
        await reader.start();
        if (!cancelled) setState({ kind: "running" });
      } catch (error) {
        reader.destroy();
        scanner = null;
        fail(cameraProblem(error));
      }
    };

    // Stops the stream at once (a plain stop waits a moment), so the camera light goes out with the page.
    const stopNow = () => {
      if (!scanner) return;
      void scanner.pause(true);
      scanner.stop();
    };
    const onVisibility = () => {
      if (!scanner) return;
      if (document.hidden) stopNow();
      else scanner.start().catch((error: unknown) => fail(cameraProblem(error)));
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", stopNow);
    void start();

    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", stopNow);
      stopNow();
      scanner?.destroy();
    };
  }, []);

  return (
    <section
      aria-labelledby="door-camera-title"
      className="space-y-3 rounded-xl border bg-surface p-3 shadow-soft sm:p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="door-camera-title" className="text-base font-semibold">
          Camera
        </h2>
        <Button variant="outline" onClick={onClose} className="min-h-11">
          <X aria-hidden="true" />
          Stop camera
        </Button>
      </div>
      {state.kind === "failed" ? (
        <Alert variant="warning" role="alert" title="The camera is not available">
          {state.message}
        </Alert>
      ) : null}
      <div className={state.kind === "failed" ? "hidden" : "relative overflow-hidden rounded-lg bg-black"}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera view: hold a ticket's QR code inside the frame"
          className="aspect-square max-h-[55vh] w-full object-cover"
        />
        {state.kind === "starting" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
            <Spinner className="size-7" />
            <p className="text-sm font-medium">Starting the camera…</p>
          </div>
        ) : (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80"
          />
        )}
      </div>
      {state.kind === "running" ? (
        <p className="text-sm text-muted-foreground">
          Hold the ticket's QR code inside the frame. Each code counts once.
        </p>
      ) : null}
    </section>
  );
}
