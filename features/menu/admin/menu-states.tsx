import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Space-reserving placeholder while the menu loads: toolbar, then two section cards. */
export function MenuManagerSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading the menu…</span>
      <div className="flex flex-col gap-3 sm:flex-row" aria-hidden="true">
        <div className="h-10 flex-1 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
        <div className="h-10 w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none sm:w-44" />
        <div className="h-10 w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none sm:w-36" />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="rounded-lg border bg-card p-4" aria-hidden="true">
          <div className="h-6 w-48 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="mt-4 space-y-3">
            {[0, 1, 2].map((j) => (
              <div key={j} className="h-14 animate-pulse rounded-md bg-muted/70 motion-reduce:animate-none" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function MenuLoadFailed() {
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>The menu could not be loaded</AlertTitle>
      <AlertDescription>
        Please refresh the page. Nothing has been changed. If this keeps happening, the database may be unavailable.
      </AlertDescription>
    </Alert>
  );
}
