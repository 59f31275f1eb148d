"use client";

import { LoaderCircle, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** While the tables are read. */
export function TablesLoading() {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-24 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin text-gold-deep motion-reduce:animate-none" aria-hidden="true" />
      <p className="text-sm">Loading the tables…</p>
    </div>
  );
}

/** When the tables could not be read: nothing was changed, and trying again re-reads them. */
export function TablesLoadError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Alert variant="destructive" className="max-w-xl">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>The tables could not be loaded</AlertTitle>
      <AlertDescription>
        <p>Nothing was changed. Please try again in a moment.</p>
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={reset}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
