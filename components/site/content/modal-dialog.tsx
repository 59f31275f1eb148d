"use client";

import { useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type KeyboardEvent } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

function lockPageScroll(locked: boolean) {
  if (locked) document.documentElement.setAttribute("data-scroll-locked", "");
  else document.documentElement.removeAttribute("data-scroll-locked");
}

/** Tab from the last control goes to the first and Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

type ModalDialogProps = Omit<ComponentPropsWithoutRef<"dialog">, "open" | "onClose" | "onCancel"> & {
  open: boolean;
  /** The dialog closed: Escape, the backdrop, a close button or `open` turning false. */
  onClose: () => void;
  /** Where focus goes once the dialog has closed (the control that opened it). */
  returnFocus?: () => void;
};

/**
 * A modal on the browser's own <dialog>: showModal() puts it in the top layer, makes the page
 * behind inert and closes it on Escape, so the public site starts no dialog library on every page
 * (see docs/performance.md). Tab wraps inside, the page behind holds still while it is open, and a
 * click that lands on the <dialog> element itself, outside the content, closes it: give the
 * content its own element, or let the dialog fill the screen and treat its empty area as the
 * backdrop.
 */
export function ModalDialog({ open, onClose, returnFocus, onClick, onKeyDown, children, ...rest }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // Before paint: the contents appear and go in the same frame as the dialog itself.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      lockPageScroll(true);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A dialog removed while open (its page navigated away) must not leave the page locked; one
  // removed while closed must not unlock the page under another that is open.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) lockPageScroll(false);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      {...rest}
      onClose={() => {
        lockPageScroll(false);
        onClose();
        returnFocus?.();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        keepTabInside(event);
      }}
    >
      {/* Nothing inside is built until it opens: the mobile navigation is mounted on every page. */}
      {open ? children : null}
    </dialog>
  );
}
