import { GalleryBrowser } from "@/features/gallery/components/gallery-browser";
import { LoadErrorNotice } from "@/features/menu/components/menu-load-error";
import { PageHero } from "@/components/site/art/page-hero";
import { getPublicGallery } from "@/features/gallery/queries";
import { pageMetadata } from "@/features/site/seo/metadata";
import { getContactView } from "@/features/settings/queries";
import { site } from "@/lib/site";

const description =
  "Inside 47 Restaurant: the lantern-lit dining room, the tandoor, our signature dishes, artisan mocktails and private celebrations.";

export const generateMetadata = pageMetadata({ title: "Gallery", description, path: "/gallery" });

async function GalleryContent() {
  const items = await getPublicGallery();
  if (items === null) {
    return (
      <LoadErrorNotice
        id="gallery-load-error"
        message="Failed to load gallery. Please try refreshing the page."
        toastTitle="Error loading gallery"
        toastDescription="Failed to load gallery images. Please try again."
      />
    );
  }
  return <GalleryBrowser items={items} />;
}

async function FollowLink() {
  const instagram = (await getContactView()).socials.find((s) => s.name === "Instagram")?.href ?? null;
  return (
    <a
      href={instagram ?? "#"}
      className="btn-outline mt-8"
      {...(instagram ? { target: "_blank", rel: "noopener" } : {})}
    >
      Follow us on {site.primarySocial.name} {site.primarySocial.handle}
      {instagram ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

export default function GalleryPage() {
  return (
    <>
      <PageHero eyebrow="Gallery" title="Gallery" intro="The dining room, the kitchen and the plates that leave it." />
      <GalleryContent />
      <section className="mx-auto max-w-3xl px-5 py-24 text-center">
        <p className="eyebrow">Follow along</p>
        <h2 className="display mt-4 text-4xl text-ivory">More from our kitchen</h2>
        <div className="gold-rule mx-auto mt-6" aria-hidden="true" />
        <p className="mt-6 text-muted-ivory">
          New dishes, evenings in the dining room and the occasional look behind the pass.
        </p>
        <FollowLink />
      </section>
    </>
  );
}
