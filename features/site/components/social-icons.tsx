import type { SVGProps } from "react";
import type { SocialLink } from "@/features/settings";

function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 15.4 4.3c-2.3 0-3.9 1.4-3.9 4v2.2H9v3h2.5V21" />
    </svg>
  );
}

function TikTokIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.4 2.6 2.2 4.4 5 4.6" />
    </svg>
  );
}

const ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon, TikTok: TikTokIcon } as const;

export function SocialLinks({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  return (
    <ul className={className ?? "flex gap-3"}>
      {links.map((s) => {
        const Icon = ICONS[s.name];
        return (
          <li key={s.name}>
            <a
              href={s.href ?? "#"}
              aria-label={s.href ? `47 Restaurant on ${s.name} (opens in a new tab)` : `47 Restaurant on ${s.name}`}
              className="social-link"
              {...(s.href ? { target: "_blank", rel: "noopener" } : {})}
            >
              <Icon aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
