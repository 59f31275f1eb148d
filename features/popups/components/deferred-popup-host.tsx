"use client";

import dynamic from "next/dynamic";
import type { PublicPopup } from "@/features/popups/types";
import { useWhenIdle } from "@/components/site/hooks/when-idle";

const PopupHost = dynamic(() => import("./popup-host").then((m) => m.PopupHost), { ssr: false });

export function DeferredPopupHost({ popups }: { popups: PublicPopup[] | null }) {
  return useWhenIdle() ? <PopupHost initialPopups={popups} /> : null;
}
