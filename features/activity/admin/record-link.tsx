import Link from "next/link";
import type { RecordLink } from "@/features/activity/records";
import { cn } from "@/lib/utils";

/** An entry's record: a link in words where it still exists, plain words where it does not. */
export function ActivityRecord({ record, className }: { record: RecordLink; className?: string }) {
  return record.href ? (
    <Link
      href={record.href}
      className={cn("text-foreground underline underline-offset-4 hover:text-gold-deep", className)}
    >
      {record.text}
    </Link>
  ) : (
    <span className={cn("text-muted-foreground", className)}>{record.text}</span>
  );
}
