import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** what the admin area shows while the session and allowlist are being checked. */
export function VerifyingAccess({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex flex-col items-center justify-center gap-3 py-24 text-muted-foreground", className)}
    >
      <LoaderCircle className="size-6 animate-spin text-gold-deep motion-reduce:animate-none" aria-hidden="true" />
      <p className="text-sm">Verifying access...</p>
    </div>
  );
}
