import Link from "next/link";
import { Mail, MapPin, Phone } from "lucide-react";
import { getContactView, PhoneLink } from "@/features/settings";
import { footerNav, site } from "@/lib/site";
import { FooterHours } from "@/features/opening-times";
import { Logo } from "@/components/site/shell/logo";
import { NavList } from "@/components/site/shell/nav-list";
import { SocialLinks } from "./social-icons";

export async function SiteFooter() {
  const { addressLines, directionsUrl, phone, phoneHref, email, socials } = await getContactView();
  return (
    <footer className="below-fold relative border-t border-gold/20 bg-charcoal">
      <div className="mx-auto max-w-7xl px-5 pt-16 pb-10 sm:px-8 lg:pt-20">
        <div className="grid gap-12 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.2fr_0.8fr] lg:gap-10">
          <div className="max-w-xs">
            <Logo />
            <p className="mt-5 font-display text-2xl text-ivory italic">{site.tagline}</p>
            <p className="mt-3 text-sm leading-relaxed text-muted-ivory">
              Pakistani fine dining in Wigston. 100% halal, with an alcohol-free bar of artisan mocktails.
            </p>
            <SocialLinks links={socials} className="mt-6 flex gap-3" />
          </div>

          <div>
            <h2 className="eyebrow">Visit</h2>
            <address className="mt-5 space-y-4 text-sm not-italic">
              <p className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                <a
                  href={directionsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="leading-relaxed text-ivory hover:text-gold"
                >
                  {addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  <span className="sr-only"> (directions, opens in a new tab)</span>
                </a>
              </p>
              <p className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                <a href={phoneHref} className="text-ivory hover:text-gold">
                  {phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                <a href={`mailto:${email}`} className="break-all text-ivory hover:text-gold">
                  {email}
                </a>
              </p>
            </address>
          </div>

          <div>
            <h2 className="eyebrow">Opening hours</h2>
            <div className="mt-5">
              <FooterHours phoneLink={<PhoneLink className="text-gold underline-offset-4 hover:underline" />} />
            </div>
          </div>

          <NavList
            label="Footer"
            heading={<h2 className="eyebrow">Explore</h2>}
            listClassName="mt-5 space-y-3 text-sm"
            items={footerNav}
            linkClassName="text-ivory hover:text-gold"
          />
        </div>

        <div className="mt-16 flex flex-col gap-3 border-t border-ivory/10 pt-8 text-xs text-muted-ivory sm:flex-row sm:items-center sm:justify-between">
          <p>
            &copy; {site.copyrightYear} {site.name}. All rights reserved.{" "}
            <Link href="/privacy" className="underline underline-offset-4 hover:text-gold">
              Privacy notice
            </Link>
          </p>
          <p className="tracking-[0.2em] uppercase">100% Halal · Alcohol-free</p>
        </div>
      </div>
    </footer>
  );
}
