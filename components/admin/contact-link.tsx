import { Mail, Phone } from "lucide-react";
import { cn } from "@/lib/utils";

/** An e-mail address or phone number as a link that opens the mail app or dials it. */
export function ContactLink({
  kind,
  value,
  className,
}: {
  kind: "email" | "phone";
  value: string;
  className?: string;
}) {
  const Icon = kind === "email" ? Mail : Phone;
  const href = kind === "email" ? `mailto:${value}` : `tel:${value.replace(/[^\d+]/g, "")}`;
  return (
    <a href={href} className={cn("items-center gap-1.5", className)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {value}
    </a>
  );
}
