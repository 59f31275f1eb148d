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
}

export function notifyOnNextPage(kind: Kind, title: string, options?: ExternalToast) {
  forNextPage.push(() => void notify(kind, title, options));
  requestToaster();
}
