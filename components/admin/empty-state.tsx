import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** An icon on a round tinted badge, as empty lists and notices open with. */
export function IconCircle({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span className={cn("flex size-12 items-center justify-center rounded-full", className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}

export type EmptyStateProps = { icon: LucideIcon; title: React.ReactNode; hint: React.ReactNode };

/** What a list shows when it has nothing: an icon, a one-line title and a hint. */
export function EmptyState({ icon, title, hint }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
      <IconCircle icon={icon} className="bg-accent" iconClassName="size-5 text-gold-deep" />
      <p className="mt-4 font-medium text-foreground">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

/** An empty list's plainer note, without an icon: what has none yet, and what it is for. */
export function EmptyNote({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-lg border border-dashed bg-card px-6 py-14 text-center">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}
