import { cn } from "@/lib/utils";

/** `phoneLink`: the restaurant's phone as a link, from the settings the page already reads. */
export function HoursUnavailable({ className, phoneLink }: { className?: string; phoneLink: React.ReactNode }) {
  return (
    <p className={cn("text-muted-ivory", className)}>
      Our hours are unavailable just now. Please call us on {phoneLink}.
    </p>
  );
}
