import { SiteLink } from "@/components/site/shell/site-link";
import { cn } from "@/lib/utils";

export function Logo({ className }: { className?: string }) {
  return (
    <SiteLink href="/" className={cn("group inline-flex items-baseline gap-2.5", className)}>
      <span className="logo-number">47</span> <span className="logo-word">Restaurant</span>
    </SiteLink>
  );
}
