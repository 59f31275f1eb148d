import Link from "next/link";
import { cn } from "@/lib/utils";

/** A list row's title linking to its own page, the short line of facts below it, and its error if it has one. */
export function RowTitle({
  href,
  title,
  className,
  factsClassName,
  error,
  children,
}: {
  href: string;
  title: React.ReactNode;
  className?: string;
  factsClassName?: string;
  error?: { id: string; message: React.ReactNode } | null;
  children: React.ReactNode;
}) {
  return (
    <>
      <Link href={href} className={cn("text-sm text-foreground underline-offset-4 hover:underline", className)}>
        {title}
      </Link>
      <span className={cn("mt-0.5 block text-xs text-muted-foreground", factsClassName)}>{children}</span>
      {error ? (
        <span id={error.id} className="mt-1 block text-xs break-words text-destructive">
          {error.message}
        </span>
      ) : null}
    </>
  );
}
