import { AllergenMatrix } from "@/features/menu/components/allergen-matrix";
import { PublicMenu } from "@/features/menu/components/public-menu";
import { PrintGuideButton } from "@/features/menu/components/print-guide-button";
import { PageHero } from "@/components/site/art/page-hero";
import { PrintedAt } from "@/components/print/printed-at";
import { SiteLink } from "@/components/site/shell/site-link";
import { pageMetadata } from "@/features/site/seo/metadata";
import { site } from "@/lib/site";

export const generateMetadata = pageMetadata({
  title: "Allergens",
  description: "Every dish on our menu against the 14 major allergens, in one printable table. 100% halal.",
  path: "/menu/allergens",
});

function Matrix() {
  const updating = (
    <p className="text-center text-muted-ivory">We&apos;re updating our menu. Please check back later.</p>
  );
  return <PublicMenu empty={updating}>{(menu) => <AllergenMatrix categories={menu} />}</PublicMenu>;
}

export default function AllergensPage() {
  return (
    <div className="allergen-page print-ink">
      <div className="hidden items-baseline justify-between text-xs print:flex">
        <p>{site.name} · Allergen guide</p>
        <PrintedAt look="inherit" />
      </div>
      <PageHero
        eyebrow="Allergen guide"
        title="Allergens"
        intro="Every dish on our menu, and which of the 14 major allergens it contains."
      />
      <div className="mx-auto max-w-7xl px-5 pb-24 sm:px-8 print:max-w-none print:px-0 print:pb-0">
        <p className="allergen-note">100% Halal. Please inform us of any allergies or dietary requirements.</p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-ivory print:hidden">
          <SiteLink href="/menu" className="underline underline-offset-4 hover:text-gold">
            Back to the menu
          </SiteLink>
          <PrintGuideButton />
        </p>
        <div className="mt-10 print:mt-4">
          <Matrix />
        </div>
        <p className="hidden pt-4 text-xs print:block">
          Dishes and recipes change: the current guide is on our website under Menu, Allergen guide. Please tell our
          team about any allergy before you order.
        </p>
      </div>
    </div>
  );
}
