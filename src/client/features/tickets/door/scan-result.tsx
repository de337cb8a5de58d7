/**
 * The answer to a scan, big enough to read at arm's length in a dark hall: a colour, an icon and words
 * (colour is never the only sign), over most of the screen until the next scan, a tap, Escape or a few
 * seconds. A separate live region announces every answer to screen readers.
 */
import { useEffect } from "react";
import { CircleCheck, CircleX, CloudOff, TriangleAlert, Undo2, type LucideIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import type { ScanTone } from "./scan-logic.ts";
import type { ShownAnswer } from "./use-door-scanner.ts";

export const TONE_ICONS: Record<ScanTone, LucideIcon> = {
  good: CircleCheck,
  warning: TriangleAlert,
  bad: CircleX,
  neutral: CloudOff,
};

/** The darker green keeps white text readable at every size (WCAG AA). */
const TONE_PANELS: Record<ScanTone, string> = {
  good: "bg-success-foreground text-white",
  warning: "bg-warning text-foreground",
  bad: "bg-destructive text-destructive-foreground",
  neutral: "bg-muted-foreground text-white",
};

export function ScanAnnouncer({ shown }: { shown: ShownAnswer | null }) {
  return (
    <div aria-live="assertive" aria-atomic="true" className="sr-only">
      {/* A new node per scan, so the same answer twice in a row is announced twice. */}
      {shown ? <p key={shown.id}>{shown.display.announcement}</p> : null}
    </div>
  );
}

export function ScanResultOverlay({
  shown,
  onDismiss,
  onUndo,
  undoing,
}: {
  shown: ShownAnswer;
  onDismiss: () => void;
  onUndo: () => void;
  undoing: boolean;
}) {
  const { display, admission } = shown;
  const Icon = TONE_ICONS[display.tone];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onDismiss]);

  return (
    // A tap anywhere dismisses; the keyboard has Escape, and the field under it keeps the focus.
    <section
      aria-label="Scan result"
      onClick={onDismiss}
      className={cn(
        "fixed inset-2 z-45 flex cursor-pointer flex-col items-center justify-center gap-4 overflow-y-auto rounded-2xl p-6 text-center shadow-lifted sm:inset-6",
        "animate-fade-in motion-reduce:animate-none",
        TONE_PANELS[display.tone],
      )}
    >
      <Icon aria-hidden="true" className="size-24 shrink-0 sm:size-32" strokeWidth={2.25} />
      <p
        className={cn(
          "font-bold tracking-tight text-balance",
          display.tone === "warning" ? "text-3xl sm:text-5xl" : "text-5xl sm:text-7xl",
        )}
      >
        {display.title}
      </p>
      {display.holderName ? (
        <p className="text-2xl font-semibold break-words text-balance sm:text-4xl">{display.holderName}</p>
      ) : null}
      {display.typeName ? <p className="text-xl font-medium sm:text-2xl">{display.typeName}</p> : null}
      {display.detail ? <p className="max-w-xl text-lg text-pretty break-words sm:text-xl">{display.detail}</p> : null}
      {admission ? (
        <Button
          variant="outline"
          size="lg"
          loading={undoing}
          className="mt-2 min-h-12 border-white/70 bg-white/15 text-inherit hover:bg-white/25"
          onClick={(event) => {
            event.stopPropagation();
            onUndo();
          }}
        >
          {undoing ? null : <Undo2 aria-hidden="true" />}
          Undo check-in
        </Button>
      ) : null}
      <p className="mt-2 text-base">Tap anywhere to continue</p>
    </section>
  );
}
