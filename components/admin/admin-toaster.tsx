"use client";

import { Toaster } from "sonner";

export function AdminToaster() {
  return <Toaster theme="light" position="bottom-right" closeButton richColors />;
}
