import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";

/** One dashboard panel: a titled region with an optional "see more" link in its corner. */
export function DashboardCard({
  id,
  title,
  description,
  link,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  link?: { href: string; label: string };
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn("flex flex-col rounded-lg border bg-card", className)}>
      <header className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl leading-tight font-semibold text-foreground">
            {title}
          </h2>
          {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
        </div>
        {link ? (
          <Link
            href={link.href}
            className="inline-flex shrink-0 items-center gap-1 rounded-sm text-sm font-medium text-gold-deep underline-offset-4 hover:underline"
          >
            {link.label}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        ) : null}
      </header>
      <div className="flex-1 px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}

/** What a card says when it has nothing to list: calm, and what would appear here. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>
  );
}

export function CardUnavailable({ what }: { what: string }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive"
    >
      {`We could not load ${what} just now. It will try again in a moment.`}
    </p>
  );
}
