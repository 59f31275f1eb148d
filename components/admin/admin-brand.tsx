import Link from "next/link";
import { cn } from "@/lib/utils";

export function AdminBrand({ className, href = "/admin" }: { className?: string; href?: string }) {
  return (
    <Link href={href} className={cn("inline-flex items-baseline gap-2 rounded-sm", className)}>
      <span className="font-display text-2xl leading-none font-semibold text-gold-deep">47</span>
      <span className="text-[0.62rem] font-semibold tracking-[0.32em] text-foreground uppercase">Restaurant</span>
      <span className="ml-1 text-[0.62rem] font-medium tracking-[0.32em] text-muted-foreground uppercase">Admin</span>
    </Link>
  );
}
