import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { SubmitButton } from "./submit-button";

/** The foot of a page-long editor: save, or go back to `cancelHref` without saving. */
export function EditorButtons({
  pending,
  label,
  cancelHref,
  className,
}: {
  pending: boolean;
  label: string;
  cancelHref: string;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-3 border-t pt-6", className)}>
      <SubmitButton pending={pending} label={label} busyLabel="Saving..." />
      <Button asChild variant="outline">
        <Link href={cancelHref}>Cancel</Link>
      </Button>
    </div>
  );
}
