import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets a later Tailwind utility win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** A path the server gave (/invitation/..., /tickets/..., /scan/...) as the full link to share or email. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
