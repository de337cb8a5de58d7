/**
 * The notification area for background events (3 visible, 4 s, bottom right, Alt+T), Sonner's
 * Toaster, loaded on demand by the providers (toasters-demand.ts).
 */
import { useEffect } from "react";
import { Toaster } from "sonner";
import { markNotificationAreaMounted } from "./toasters-demand.ts";

/*
 * The area sits beside the floating buttons on wide screens (right offset) and above them on phones (bottom
 * offset), so neither hides the other.
 */
const NOTIFICATION_OFFSET = { bottom: 24, right: 96 };
const NOTIFICATION_MOBILE_OFFSET = { bottom: 140, right: 16, left: 16 };

export default function NotificationArea() {
  // Runs after Sonner's own effects (children first), i.e. once it listens for new notifications.
  useEffect(() => markNotificationAreaMounted(), []);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      hotkey={["altKey", "KeyT"]}
      offset={NOTIFICATION_OFFSET}
      mobileOffset={NOTIFICATION_MOBILE_OFFSET}
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
