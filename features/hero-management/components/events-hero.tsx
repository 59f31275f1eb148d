import { ArrowDown, Phone } from "lucide-react";
import { site } from "@/lib/site";
import { PhoneLink } from "@/features/settings";
import { EventsHeroVideo } from "./events-hero-video";
import { settleClass } from "@/components/site/content/reveal";
import { SiteArt } from "@/components/site/art/site-art";

export function EventsHero() {
  return (
    <section
      aria-labelledby="events-title"
      className="relative isolate flex min-h-[calc(100svh-58px)] items-end overflow-hidden lg:min-h-[calc(100svh-76px)]"
    >
      <SiteArt name="banquet" alt="" priority sizes="100vw" className="absolute inset-0 -z-20 !h-full" />
      <EventsHeroVideo />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_top,rgba(15,13,11,0.96)_0%,rgba(15,13,11,0.72)_38%,rgba(15,13,11,0.25)_75%,rgba(15,13,11,0.45)_100%)]"
      />
      <div className={`mx-auto w-full max-w-7xl px-5 pt-32 pb-16 sm:px-8 sm:pb-20 lg:pb-24 ${settleClass}`}>
        <p className="eyebrow">Private dining at {site.name}</p>
        <h1
          id="events-title"
          className="display mt-5 max-w-3xl text-5xl leading-[1.02] text-ivory sm:text-7xl lg:text-8xl"
        >
          Functions &amp; Events
        </h1>
        <div className="gold-rule mt-8" aria-hidden="true" />
        <p className="mt-8 max-w-xl text-base leading-relaxed text-parchment sm:text-lg">
          Birthdays, engagements, Eid gatherings and company dinners, cooked in our Lahore, Karachi and Peshawar
          kitchens and hosted by a team who will look after every guest as their own.
        </p>
        <div className="mt-10 flex flex-col gap-3 xs:flex-row">
          <a href="#event-form" className="btn-gold">
            Plan your event
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
          <PhoneLink
            className="btn-outline"
            prefix={
              <>
                <Phone className="size-4" aria-hidden="true" />
                Call{" "}
              </>
            }
          />
        </div>
      </div>
    </section>
  );
}
