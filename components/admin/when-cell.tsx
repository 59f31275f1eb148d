import { TableCell } from "@/components/ui/table";
import { formatLondonDateTime } from "@/lib/time/london";
import { cn } from "@/lib/utils";

/** A table cell with when a row was made, in UK time, and machine-readable. */
export function WhenCell({ at, className }: { at: Date; className?: string }) {
  return (
    <TableCell className={cn("align-top text-sm whitespace-nowrap text-muted-foreground", className)}>
      <time dateTime={at.toISOString()}>{formatLondonDateTime(at)}</time>
    </TableCell>
  );
}
