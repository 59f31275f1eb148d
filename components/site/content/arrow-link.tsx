import { ArrowRight } from "lucide-react";
import { SiteLink } from "@/components/site/shell/site-link";

export function ArrowLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <SiteLink href={href} className={className}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </SiteLink>
  );
}
