"use client";

import { useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type KeyboardEvent } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

function lockPageScroll(locked: boolean) {
  if (locked) document.documentElement.setAttribute("data-scroll-locked", "");
  else document.documentElement.removeAttribute("data-scroll-locked");
}

function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
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
  onClose: () => void;
  returnFocus?: () => void;
};

// The browser's own <dialog> (top layer, inert page, Escape): the public site ships no dialog library (docs/performance.md).
export function ModalDialog({ open, onClose, returnFocus, onClick, onKeyDown, children, ...rest }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

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

  // Removed while open: unlock the page; removed while closed: leave another open dialog's lock alone.
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
      {open ? children : null}
    </dialog>
  );
}
