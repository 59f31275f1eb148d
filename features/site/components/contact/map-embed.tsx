"use client";

import { MapPin, Navigation } from "lucide-react";
import { useState } from "react";
import { site } from "@/lib/site";
import type { ContactView } from "@/features/settings/client";
import { clsx } from "clsx";
import { AddressLines } from "@/components/site/contact/address-lines";

// No request to the map's host (nor its cookies) until the visitor asks for the map.
export function MapEmbed({
  contact,
  className,
}: {
  contact: Pick<ContactView, "addressLines" | "directionsUrl" | "mapEmbedUrl">;
  className?: string;
}) {
  const { addressLines, directionsUrl, mapEmbedUrl } = contact;
  const [shown, setShown] = useState(false);

  return (
    <div
      className={clsx(
        "relative aspect-[4/5] w-full overflow-hidden border border-gold/20 bg-charcoal xs:aspect-[4/3] lg:aspect-[16/9]",
        className,
      )}
    >
      {shown ? (
        <iframe
          ref={(frame) => frame?.focus()}
          src={mapEmbedUrl}
          title={`Map showing ${site.name}, ${addressLines.join(", ")}`}
          className="absolute inset-0 size-full border-0 [filter:grayscale(0.35)_contrast(1.05)]"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center p-6">
          <MapIllustration />
          <div className="relative max-w-sm border border-gold/25 bg-ink/85 px-6 py-7 text-center backdrop-blur-sm sm:px-8">
            <MapPin className="mx-auto size-6 text-gold" aria-hidden="true" />
            <p className="mt-3 font-display text-2xl text-ivory">{site.name}</p>
            <address className="mt-2 text-sm leading-relaxed text-muted-ivory not-italic">
              <AddressLines lines={addressLines} />
            </address>
            <div className="mt-6 flex flex-col items-center gap-3">
              <button type="button" className="btn-gold w-full" onClick={() => setShown(true)}>
                Show map
              </button>
              <a
                href={directionsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 text-xs font-semibold tracking-[0.2em] text-gold uppercase hover:text-gold-bright"
              >
                <Navigation className="size-3.5" aria-hidden="true" />
                Get directions
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            <p className="mt-4 text-xs leading-relaxed text-muted-ivory">
              The map comes from Google and loads only when you ask for it.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

function MapIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 800 500"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <radialGradient id="map-glow" cx="50%" cy="50%" r="60%">
          <stop offset="0" stopColor="#c9a45c" stopOpacity="0.16" />
          <stop offset="1" stopColor="#c9a45c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="800" height="500" fill="#16120f" />
      <path d="M0 300 C 180 280 320 330 520 250 S 760 190 800 200" fill="none" stroke="#0f2b23" strokeWidth="46" />
      <g fill="none" stroke="#c9a45c" strokeOpacity="0.22" strokeWidth="1.2">
        <path d="M-20 120 L 820 175" />
        <path d="M-20 390 L 820 330" />
        <path d="M140 -20 L 220 520" />
        <path d="M420 -20 L 380 520" />
        <path d="M640 -20 L 700 520" />
        <path d="M0 40 L 330 520" />
        <path d="M560 -20 C 520 120 620 260 560 520" />
      </g>
      <g fill="none" stroke="#c9a45c" strokeOpacity="0.5" strokeWidth="3">
        <path d="M-20 250 C 200 240 300 260 400 250 S 640 240 820 262" />
        <path d="M400 -20 C 395 120 405 380 400 520" />
      </g>
      <rect width="800" height="500" fill="url(#map-glow)" />
    </svg>
  );
}
