import { SiteLink } from "@/components/site/shell/site-link";
import { isExternalUrl } from "@/lib/security/links";
import type { PublicPopup } from "@/features/popups/types";
import { site } from "@/lib/site";
import { clsx } from "clsx";

/** The two popup looks, shared by the site and the admin preview. */
export const POPUP_LOOK = {
  modal: {
    surface: "site border border-gold/40 bg-charcoal p-8 shadow-2xl sm:p-10",
    title: "display mt-3 pr-8 text-4xl leading-tight text-ivory",
  },
  panel: {
    surface: "site border border-gold/40 bg-charcoal p-6 shadow-2xl sm:p-8",
    title: "display text-3xl text-ivory",
  },
} as const;

export function PopupBody({ popup, onCta }: { popup: PublicPopup; onCta?: () => void }) {
  return (
    <>
      {popup.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- staff-chosen media of unknown size
        <img src={popup.imageUrl} alt={popup.imageAlt ?? ""} className="mb-6 aspect-[16/9] w-full object-cover" />
      ) : null}
      {popup.bodyHtml ? (
        <div
          className={clsx(
            "prose-site mt-4 text-sm leading-relaxed text-parchment",
            "[&_a]:text-gold [&_a]:underline [&_li]:ml-5 [&_li_p]:m-0 [&_ol]:list-decimal [&_ul]:list-disc [&_ul,&_ol]:my-3",
            "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-medium [&_h3]:text-ivory [&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold [&_h4]:text-ivory",
            "[&_blockquote]:border-l-2 [&_blockquote]:border-gold/50 [&_blockquote]:pl-4 [&_blockquote]:italic",
          )}
          // Sanitised on the server (features/popups/sanitize.ts) on save and again before it was sent.
          dangerouslySetInnerHTML={{ __html: popup.bodyHtml }}
        />
      ) : null}
      {popup.ctaLabel && popup.ctaUrl ? (
        isExternalUrl(popup.ctaUrl) ? (
          <a href={popup.ctaUrl} target="_blank" rel="noopener noreferrer" onClick={onCta} className="btn-gold mt-7">
            {popup.ctaLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <SiteLink href={popup.ctaUrl} onClick={onCta} className="btn-gold mt-7">
            {popup.ctaLabel}
          </SiteLink>
        )
      ) : null}
    </>
  );
}

export function PopupModalFace({
  popup,
  title,
  onCta,
}: {
  popup: PublicPopup;
  title: React.ReactNode;
  onCta?: () => void;
}) {
  return (
    <>
      <p className="eyebrow">{site.name}</p>
      {title}
      <div className="gold-rule mt-5" aria-hidden="true" />
      <PopupBody popup={popup} onCta={onCta} />
    </>
  );
}
