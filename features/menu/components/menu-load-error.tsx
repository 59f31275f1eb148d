"use client";

import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { notify } from "@/components/site/shell/notify";

export function LoadErrorNotice({
  id,
  message,
  toastTitle,
  toastDescription,
}: {
  id: string;
  message: string;
  toastTitle: string;
  toastDescription: string;
}) {
  useEffect(() => {
    void notify("error", toastTitle, { id, description: toastDescription });
  }, [id, toastTitle, toastDescription]);
  return (
    <div
      role="alert"
      className="mx-auto my-16 flex max-w-xl items-start gap-4 border border-red-400/50 bg-red-950/30 p-6 text-ivory"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-300" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

export function MenuLoadError() {
  return (
    <LoadErrorNotice
      id="menu-load-error"
      message="Failed to load menu. Please try refreshing the page."
      toastTitle="Error loading menu"
      toastDescription="Please try refreshing the page."
    />
  );
}
