import { SiteLink } from "@/components/site/shell/site-link";
import { MenuBrowser } from "@/features/menu/components/menu-browser";
import { PublicMenu } from "@/features/menu/components/public-menu";
import { PageHero } from "@/components/site/art/page-hero";
import { pageMetadata } from "@/features/site/seo/metadata";

const description =
  "Our menu: small plates from Lahore and Karachi, the tandoor, karahi and handi, dum biryani, fresh breads, desserts and artisan mocktails. 100% halal, with dietary and allergen details for every dish.";

export const generateMetadata = pageMetadata({ title: "Menu", description, path: "/menu" });

function MenuContent() {
  const comingSoon = (
    <div className="mx-auto max-w-xl px-5 py-24 text-center">
      <h2 className="display text-4xl text-ivory">Menu Coming Soon</h2>
      <div className="gold-rule mx-auto mt-6" aria-hidden="true" />
      <p className="mt-6 text-muted-ivory">We&apos;re updating our menu. Please check back later.</p>
    </div>
  );
  return <PublicMenu empty={comingSoon}>{(menu) => <MenuBrowser categories={menu} />}</PublicMenu>;
}

export default function MenuPage() {
  return (
    <div className="print-ink">
      <PageHero
        eyebrow="À la carte"
        title="Our Menu"
        intro="Seasonal Pakistani cooking, from the tandoor to the karahi. Choose a dish for its full description, dietary notes and allergens."
      />
      <MenuContent />
      <section
        aria-labelledby="menu-cta-heading"
        className="mx-auto max-w-7xl px-5 pt-8 pb-24 sm:px-8 print:px-0 print:pb-0"
      >
        <p className="border-y border-gold/20 py-6 text-center text-sm tracking-wide text-parchment">
          100% Halal. Please inform us of any allergies or dietary requirements.
        </p>
        <p className="mt-4 text-center text-sm print:hidden">
          <SiteLink href="/menu/allergens" className="text-gold underline underline-offset-4 hover:text-ivory">
            Allergen guide: every dish against the 14 major allergens
          </SiteLink>
        </p>
        {/* A call to book is for the screen; on paper the menu ends with the halal and allergy note. */}
        <div className="mt-16 text-center print:hidden">
          <h2 id="menu-cta-heading" className="display text-4xl text-ivory sm:text-5xl">
            Join us at the table
          </h2>
          <p className="mx-auto mt-4 max-w-md text-muted-ivory">
            Tables fill quickly at weekends. Reserve yours and we will have everything ready.
          </p>
          <SiteLink href="/reservations" className="btn-gold mt-8">
            Reserve a Table
          </SiteLink>
        </div>
      </section>
    </div>
  );
}
