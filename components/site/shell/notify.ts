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

let forNextPage: Array<() => void> = [];

function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/**
 * Called by the mounted toaster once it listens for toasts: when it mounts, and again whenever
 * its page is shown after being kept in the background.
 */
export function toasterReady() {
  markReady();
  const due = forNextPage;
  forNextPage = [];
  for (const show of due) show();
}

export async function notify(kind: Kind, title: string, options?: ExternalToast): Promise<void> {
  requestToaster();
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  if (kind === "message") toast(title, options);
  else toast[kind](title, options);
}

/**
 * A message that belongs to the public page the guest is being sent to (signing out of the admin
 * area lands on the home page). It waits until the site's toaster is on screen and listening, so
 * it neither shows on the page being left nor goes unheard while the next page loads.
 */
export function notifyOnNextPage(kind: Kind, title: string, options?: ExternalToast) {
  forNextPage.push(() => void notify(kind, title, options));
  requestToaster();
}
