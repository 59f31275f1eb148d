import { SiteLink } from "@/components/site/shell/site-link";

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-28 text-center sm:py-36">
      <p className="font-display text-[7rem] leading-none text-gold/80" aria-hidden="true">
        404
      </p>
      <h1 className="display mt-6 text-4xl text-ivory sm:text-5xl">Oops! Page not found</h1>
      <div className="gold-rule mx-auto mt-8" aria-hidden="true" />
      <p className="mt-8 text-lg text-muted-ivory">The page you were looking for has moved, or never existed.</p>
      <SiteLink href="/" className="btn-gold mt-10">
        Return Home
      </SiteLink>
    </section>
  );
}
