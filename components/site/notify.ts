import type { ExternalToast } from "sonner";

/*
 * Toasts on the public site without shipping the toast library with every page: the toaster mounts
 * when something first wants to say something, and the message waits for it to be listening (a
 * toast sent before then would be lost).
 */

type Kind = "message" | "success" | "error";

let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function subscribeToasterRequests(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterRequested = () => requested;

/** Called by the mounted toaster once it listens for toasts. */
export function toasterReady() {
  markReady();
}

export async function notify(kind: Kind, title: string, options?: ExternalToast): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  if (kind === "message") toast(title, options);
  else toast[kind](title, options);
}
