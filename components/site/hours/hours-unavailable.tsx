import { PhoneLink } from "../contact/phone-link";
import { cn } from "@/lib/utils";

export function HoursUnavailable({ className }: { className?: string }) {
  return (
    <p className={cn("text-muted-ivory", className)}>
      Our hours are unavailable just now. Please call us on{" "}
      <PhoneLink className="text-gold underline-offset-4 hover:underline" />.
    </p>
  );
}
