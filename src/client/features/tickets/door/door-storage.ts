/**
 * What the door keeps on this device: the staff member's name, the device's id, the mute switch, and
 * (offline-queue.ts) the scans waiting to sync. The browser may refuse storage (private mode, full): the
 * page then keeps everything in memory for as long as it is open.
 */
import { createMemoryStorage, type QueueStorage } from "./offline-queue.ts";
import { newDeviceId } from "./scan-logic.ts";

const STAFF_KEY = "gatherly.door.staff";
const DEVICE_KEY = "gatherly.door.device";
const MUTED_KEY = "gatherly.door.muted";

let storage: QueueStorage | null = null;

export function doorStorage(): QueueStorage {
  if (storage) return storage;
  try {
    const local = window.localStorage;
    local.setItem("gatherly.door.probe", "1");
    local.removeItem("gatherly.door.probe");
    storage = local;
  } catch {
    storage = createMemoryStorage();
  }
  return storage;
}

function read(key: string): string | null {
  try {
    return doorStorage().getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    doorStorage().setItem(key, value);
  } catch {
    // Storage full: the value lasts until the page closes.
  }
}

/** Null until the staff member was asked; an empty name means they chose not to give one. */
export const readStaffName = (): string | null => read(STAFF_KEY);
export const saveStaffName = (name: string) => write(STAFF_KEY, name.trim());

export function readDeviceId(): string {
  const stored = read(DEVICE_KEY);
  if (stored) return stored;
  const id = newDeviceId();
  write(DEVICE_KEY, id);
  return id;
}

export const readMuted = () => read(MUTED_KEY) === "1";
export const saveMuted = (muted: boolean) => write(MUTED_KEY, muted ? "1" : "0");
