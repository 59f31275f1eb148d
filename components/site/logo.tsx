import { SiteLink } from "@/components/site/site-link";
import { cn } from "@/lib/utils";

export function Logo({ className }: { className?: string }) {
  return (
    <SiteLink href="/" className={cn("group inline-flex items-baseline gap-2.5", className)}>
      {/* No colour transition: in the footer, which the browser styles only as it nears the screen,
          a contrast check could catch the "47" fading in from the default link blue. */}
      <span className="font-display text-[1.9rem] leading-none font-medium text-gold group-hover:text-gold-bright">
        47
      </span>{" "}
      <span className="text-[0.62rem] font-medium uppercase tracking-[0.42em] text-ivory/85">
        Restaurant
      </span>
    </SiteLink>
  );
}
