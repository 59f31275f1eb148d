import { SiteLink } from "@/components/site/shell/site-link";
import { cn } from "@/lib/utils";

export function Logo({ className }: { className?: string }) {
  return (
    <SiteLink href="/" className={cn("group inline-flex items-baseline gap-2.5", className)}>
      {/* Styled in globals.css (.logo-number, .logo-word). No colour transition: in the footer, which
          the browser styles only as it nears the screen, a contrast check could catch the "47"
          fading in from the default link blue. */}
      <span className="logo-number">47</span> <span className="logo-word">Restaurant</span>
    </SiteLink>
  );
}
