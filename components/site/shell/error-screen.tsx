import { SiteLink } from "@/components/site/shell/site-link";

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-5 py-28 text-center">
      <p className="eyebrow">An unexpected pause</p>
      <h1 className="display mt-5 text-5xl text-ivory sm:text-6xl">Something went wrong</h1>
      <div className="gold-rule mx-auto mt-8" aria-hidden="true" />
      <p className="mt-8 text-lg leading-relaxed text-muted-ivory">
        We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
      </p>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row">
        <button type="button" onClick={onRetry} className="btn-gold">
          Try Again
        </button>
        <SiteLink href="/" className="btn-outline">
          Go Home
        </SiteLink>
      </div>
    </section>
  );
}
