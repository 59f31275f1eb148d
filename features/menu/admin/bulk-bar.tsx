import { useRef } from "react";
import { X } from "lucide-react";
import { useToastClearance } from "@/components/admin/toast-clearance";
import { Button } from "@/components/ui/button";
import type { BulkOperation } from "@/features/menu/schema";

export function BulkBar({
  count,
  pending,
  onRun,
  onClear,
}: {
  count: number;
  pending: boolean;
  onRun: (operation: BulkOperation) => void;
  onClear: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return (
    <div
      ref={ref}
      role="region"
      aria-label="Bulk actions"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-3xl flex-wrap items-center gap-2 rounded-lg border bg-card p-3 shadow-lg lg:left-[calc(15rem+1.5rem)]"
    >
      <p className="mr-auto text-sm font-medium">{count} selected</p>
      <Button type="button" size="sm" disabled={pending} onClick={() => onRun("publish")}>
        Publish
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => onRun("show")}>
        Show
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => onRun("hide")}>
        Hide
      </Button>
      <Button type="button" size="sm" variant="ghost" disabled={pending} onClick={onClear}>
        <X aria-hidden="true" />
        Clear<span className="sr-only"> selection</span>
      </Button>
    </div>
  );
}
