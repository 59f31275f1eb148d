"use client";

import { X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { choosePopup } from "@/features/popups/eligibility";
import type { Dismissals, PublicPopup } from "@/features/popups/types";
import { readDismissals, recordDismissal, resolveVisitor, type VisitorStores } from "@/features/popups/visitor-storage";
import { clsx } from "clsx";
import { ModalDialog } from "@/components/site/content/modal-dialog";
import { POPUP_LOOK, PopupBody, PopupModalFace } from "./popup-view";

const REFRESH_MS = 60_000;

interface PopupState {
  popups: PublicPopup[];
  isReturning: boolean;
  dismissals: Dismissals;
  fetchedAt: number;
}

function browserStores(): VisitorStores {
  return { local: window.localStorage, session: window.sessionStorage };
}

async function fetchPopups(): Promise<PublicPopup[] | null> {
  try {
    const res = await fetch("/api/popups", { cache: "no-store" });
    if (!res.ok) return null;
    const body = (await res.json()) as { popups?: PublicPopup[] };
    return Array.isArray(body.popups) ? body.popups : [];
  } catch {
    return null;
  }
}

// A non-dismissible popup must never trap anyone: a non-modal panel that takes no focus.
export function PopupHost({ initialPopups }: { initialPopups: PublicPopup[] | null }) {
  const pathname = usePathname();
  const [state, setState] = useState<PopupState | null>(null);
  const [closedOn, setClosedOn] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let interval: number | undefined;
    resolveVisitor(browserStores(), new Date());

    const show = (popups: PublicPopup[]) => {
      const now = new Date();
      const stores = browserStores();
      setState({
        popups,
        isReturning: resolveVisitor(stores, now).isReturning,
        dismissals: readDismissals(stores, now),
        fetchedAt: now.getTime(),
      });
      document.body.dataset.popups = "ready";
    };
    const refresh = async () => {
      const popups = await fetchPopups();
      if (!cancelled && popups !== null) show(popups);
    };
    const start = () => {
      if (initialPopups) show(initialPopups);
      else void refresh();
      interval = window.setInterval(refresh, REFRESH_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
      if (interval) window.clearInterval(interval);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const popup = useMemo(() => {
    if (!state || closedOn === pathname) return null;
    return choosePopup(state.popups, {
      path: pathname,
      isReturning: state.isReturning,
      dismissals: state.dismissals,
      now: new Date(state.fetchedAt),
    });
  }, [state, pathname, closedOn]);

  const close = useCallback(() => {
    if (!popup) return;
    const now = new Date();
    const stores = browserStores();
    recordDismissal(popup, stores, now);
    setState((s) => (s ? { ...s, dismissals: readDismissals(stores, now) } : s));
    setClosedOn(pathname);
  }, [popup, pathname]);

  if (!popup) return null;

  if (!popup.dismissible) {
    return (
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={`popup-${popup.id}-title`}
        data-testid="popup"
        className={clsx(
          POPUP_LOOK.panel.surface,
          "fixed inset-x-3 bottom-3 z-40 max-h-[45dvh] overflow-y-auto sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-md",
        )}
      >
        <h2 id={`popup-${popup.id}-title`} className={POPUP_LOOK.panel.title}>
          {popup.headline}
        </h2>
        <PopupBody popup={popup} onCta={close} />
      </section>
    );
  }

  return <PopupModal popup={popup} onClose={close} />;
}

function PopupModal({ popup, onClose }: { popup: PublicPopup; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const titleId = `popup-${popup.id}-title`;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      data-testid="popup"
      aria-labelledby={titleId}
      className="m-auto max-h-[88dvh] w-[calc(100vw-2rem)] max-w-md animate-in overflow-visible bg-transparent p-0 duration-500 fade-in-0 backdrop:bg-ink/75 backdrop:backdrop-blur-[2px]"
    >
      <div className={clsx(POPUP_LOOK.modal.surface, "relative max-h-[88dvh] overflow-y-auto")}>
        <PopupModalFace
          popup={popup}
          // Recorded now: a call to action may unmount the dialog before its close event reaches React.
          onCta={onClose}
          title={
            <h2 id={titleId} className={POPUP_LOOK.modal.title}>
              {popup.headline}
            </h2>
          }
        />
        <button
          type="button"
          aria-label="Close"
          onClick={() => setOpen(false)}
          className="absolute top-3 right-3 flex size-11 items-center justify-center text-ivory/70 transition-colors hover:text-gold"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </ModalDialog>
  );
}
