"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/site/shell/error-screen";

export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen onRetry={reset} />;
}
