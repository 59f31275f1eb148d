import { CalendarClock } from "lucide-react";
import { formatLondon } from "@/lib/time/london";

export function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <span className="inline-flex size-8 items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-[var(--color-gold-deep)]"
      />
    </span>
  );
}

export function ScheduleNote({ publishAt, unpublishAt }: { publishAt: string | null; unpublishAt: string | null }) {
  if (!publishAt && !unpublishAt) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 text-xs text-muted-foreground">
      <CalendarClock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {[publishAt ? `From ${formatLondon(publishAt)}` : "", unpublishAt ? `until ${formatLondon(unpublishAt)}` : ""]
          .filter(Boolean)
          .join(" ")
          .replace(/^until/, "Until")}
      </span>
    </p>
  );
}
