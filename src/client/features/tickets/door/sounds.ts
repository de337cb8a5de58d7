/**
 * The door's sounds and buzzes, so staff need not look at the screen for every guest: one short high beep
 * for a valid ticket, a low double beep for anything that stops someone, a soft middle one for a scan saved
 * offline. Browsers start audio only after a tap or key press, so the page unlocks it on the first one.
 */
import type { ScanTone } from "./scan-logic.ts";

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Call from a tap or key press. */
export function unlockSound(): void {
  const ctx = audio();
  if (ctx?.state === "suspended") void ctx.resume().catch(() => undefined);
}

function beep(ctx: AudioContext, frequency: number, startsIn: number, seconds: number): void {
  const start = ctx.currentTime + startsIn;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  // A quick fade in and out: a bare start and stop clicks.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds + 0.02);
}

const VIBRATIONS: Record<ScanTone, number[]> = {
  good: [80],
  warning: [150, 80, 150],
  bad: [150, 80, 150],
  neutral: [40],
};

export function signal(tone: ScanTone, muted: boolean): void {
  try {
    navigator.vibrate?.(VIBRATIONS[tone]);
  } catch {
    // Some browsers refuse vibration without a recent tap.
  }
  if (muted) return;
  const ctx = audio();
  if (!ctx || ctx.state !== "running") return;
  if (tone === "good") beep(ctx, 1320, 0, 0.12);
  else if (tone === "neutral") beep(ctx, 660, 0, 0.1);
  else {
    beep(ctx, 220, 0, 0.14);
    beep(ctx, 220, 0.2, 0.14);
  }
}
