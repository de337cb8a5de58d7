/**
 * What a page puts on paper: rendered under <body>, shown only when printing (print-portal.css), so the
 * printed copy can be laid out for paper without the app around it.
 */
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import "./print-portal.css";

export function PrintPortal({ children, className }: { children: ReactNode; className?: string }) {
  return createPortal(
    <div className={className ? `print-portal ${className}` : "print-portal"}>{children}</div>,
    document.body,
  );
}
