import Link from "next/link";
import { cn } from "@/lib/utils";

/** A navigation link that marks itself as the current page, with its look for either state. */
export function CurrentLink({
  current,
  className,
  currentClassName,
  otherClassName,
  ...props
}: React.ComponentProps<typeof Link> & { current: boolean; currentClassName: string; otherClassName: string }) {
  return (
    <Link
      aria-current={current ? "page" : undefined}
      className={cn(className, current ? currentClassName : otherClassName)}
      {...props}
    />
  );
}
