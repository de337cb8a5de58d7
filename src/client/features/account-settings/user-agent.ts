/** Plain words for a session's user agent: "Chrome on macOS", "Safari on iPhone", "Unknown device". */

export type DeviceKind = "desktop" | "mobile" | "tablet";

interface DeviceDescription {
  label: string;
  kind: DeviceKind;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/Chrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
];

function systemOf(ua: string): { name: string; kind: DeviceKind } | null {
  if (/\biPad\b/.test(ua)) return { name: "iPad", kind: "tablet" };
  if (/\biPhone\b|\biPod\b/.test(ua)) return { name: "iPhone", kind: "mobile" };
  if (/\bAndroid\b/.test(ua)) {
    return /\bMobile\b/.test(ua)
      ? { name: "Android phone", kind: "mobile" }
      : { name: "Android tablet", kind: "tablet" };
  }
  if (/\bCrOS\b/.test(ua)) return { name: "ChromeOS", kind: "desktop" };
  if (/\bWindows\b/.test(ua)) return { name: "Windows", kind: "desktop" };
  if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) return { name: "macOS", kind: "desktop" };
  if (/\bLinux\b/.test(ua)) return { name: "Linux", kind: "desktop" };
  return null;
}

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return { label: "Unknown device", kind: "desktop" };
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system = systemOf(ua);
  if (browser && system) return { label: `${browser} on ${system.name}`, kind: system.kind };
  if (system) return { label: system.name, kind: system.kind };
  if (browser) return { label: browser, kind: "desktop" };
  return { label: "Unknown device", kind: "desktop" };
}
