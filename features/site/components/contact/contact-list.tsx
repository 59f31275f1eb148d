import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { getContactView } from "@/features/settings";
import { cn } from "@/lib/utils";
import { AddressLines } from "@/components/site/contact/address-lines";

export async function ContactList({
  className,
  show = ["address", "phone", "email"],
}: {
  className?: string;
  show?: ReadonlyArray<"address" | "phone" | "email">;
}) {
  const { addressLines, directionsUrl, phone, phoneHref, email } = await getContactView();
  return (
    <address className={cn("space-y-6 text-base not-italic", className)}>
      {show.includes("address") ? (
        <ContactRow icon={MapPin} label="Address">
          <p className="mt-1 leading-relaxed text-ivory">
            <AddressLines lines={addressLines} />
          </p>
          <a
            href={directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-11 items-center text-sm text-gold underline decoration-gold/40 underline-offset-4 hover:text-gold-bright"
          >
            Get directions
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </ContactRow>
      ) : null}
      {show.includes("phone") ? (
        <ContactRow icon={Phone} label="Telephone">
          <a
            href={phoneHref}
            className="mt-1 inline-block font-display text-2xl text-ivory [font-variant-numeric:lining-nums] hover:text-gold"
          >
            {phone}
          </a>
        </ContactRow>
      ) : null}
      {show.includes("email") ? (
        <ContactRow icon={Mail} label="E-mail" className="min-w-0">
          <a href={`mailto:${email}`} className="mt-1 inline-block text-lg break-all text-ivory hover:text-gold">
            {email}
          </a>
        </ContactRow>
      ) : null}
    </address>
  );
}

/** One way to reach us: its icon, a label, then the details. */
function ContactRow({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <Icon className="mt-1 size-5 shrink-0 text-gold" aria-hidden="true" />
      <div className={className}>
        <p className="contact-label">{label}</p>
        {children}
      </div>
    </div>
  );
}
