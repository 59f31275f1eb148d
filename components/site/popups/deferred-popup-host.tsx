"use client";

import dynamic from "next/dynamic";
import type { PublicPopup } from "@/lib/popups/types";
import { useWhenIdle } from "../hooks/when-idle";

const PopupHost = dynamic(() => import("./popup-host").then((m) => m.PopupHost), { ssr: false });

/**
 * Popups load once the page has loaded and the browser is idle: they are never part of the first
 * paint, and their code (eligibility and storage rules) stays off the critical path.
 */
export function DeferredPopupHost({ popups }: { popups: PublicPopup[] | null }) {
  return useWhenIdle() ? <PopupHost initialPopups={popups} /> : null;
}
