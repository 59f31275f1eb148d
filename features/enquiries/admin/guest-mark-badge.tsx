import { Badge } from "@/components/ui/badge";
import { guestMarkOf, type GuestMarkFacts } from "../guest-marks";

const VARIANT = { cancelled: "secondary", changed: "warning", confirmed: "success" } as const;

/** "Guest confirmed", "Changed by guest" (with before → after) or "Cancelled by guest"; nothing otherwise. */
export function GuestMarkBadge({ facts, showDetail = false }: { facts: GuestMarkFacts; showDetail?: boolean }) {
  const mark = guestMarkOf(facts);
  if (!mark) return null;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge variant={VARIANT[mark.kind]} title={mark.detail ?? undefined}>
        {mark.label}
      </Badge>
      {showDetail && mark.detail ? <span className="text-xs text-muted-foreground">{mark.detail}</span> : null}
    </span>
  );
}
