import type { ExternalToast } from "sonner";

// The toaster mounts on the first message; messages wait until it listens.

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
  keepFocusClearOfToasts();
}

// On a phone the toasts span the foot of the screen; the control a guest is on stays above them.
const PHONE_WIDTH = 600;
const TOAST_ROOM = 150;

function keepFocusClearOfToasts() {
  if (window.innerWidth >= PHONE_WIDTH) return;
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  const overlap = focused.getBoundingClientRect().bottom - (window.innerHeight - TOAST_ROOM);
  if (overlap > 0) window.scrollBy({ top: overlap, behavior: "instant" });
}

export function notifyOnNextPage(kind: Kind, title: string, options?: ExternalToast) {
  forNextPage.push(() => void notify(kind, title, options));
  requestToaster();
}
