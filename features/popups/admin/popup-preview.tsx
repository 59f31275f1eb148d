"use client";

import { X } from "lucide-react";
import { POPUP_LOOK, PopupBody, PopupModalFace } from "@/features/popups/components/popup-view";
import type { PublicPopup } from "@/features/popups/types";
import { cn } from "@/lib/utils";

/** The popup drawn by the public site's own components; its links do nothing, so the preview never leaves the form. */
export function PopupPreview({ popup }: { popup: PublicPopup }) {
  return (
    <div
      className="relative flex min-h-[26rem] items-center justify-center overflow-hidden rounded-lg bg-ink p-4 sm:p-6"
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest("a")) e.preventDefault();
      }}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(201,164,92,0.18),transparent_60%)]"
      />
      <div aria-hidden="true" className="absolute inset-0 bg-ink/60" />
      {popup.dismissible ? (
        <div className={cn(POPUP_LOOK.modal.surface, "relative w-full max-w-md")}>
          <PopupModalFace
            popup={popup}
            title={<h3 className={POPUP_LOOK.modal.title}>{popup.headline || "Your headline"}</h3>}
          />
          <span
            aria-hidden="true"
            className="absolute top-3 right-3 flex size-11 items-center justify-center text-ivory/70"
          >
            <X className="size-5" />
          </span>
        </div>
      ) : (
        <div className={cn(POPUP_LOOK.panel.surface, "relative mt-auto ml-auto w-full max-w-md")}>
          <h3 className={POPUP_LOOK.panel.title}>{popup.headline || "Your headline"}</h3>
          <PopupBody popup={popup} />
        </div>
      )}
    </div>
  );
}
