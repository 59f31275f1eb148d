import { BookTableLink } from "@/components/site/shell/book-table-link";
import { cn } from "@/lib/utils";
import { ArrowLink } from "@/components/site/content/arrow-link";

export function ClosingInvitation({ title, className }: { title: string; className?: string }) {
  return (
    <section aria-labelledby="visit-title" className={cn("py-24 text-center", className)}>
      <div className="mx-auto max-w-2xl px-5 sm:px-8">
        <h2 id="visit-title" className="display text-4xl text-ivory sm:text-5xl">
          {title}
        </h2>
        <div className="gold-rule mx-auto mt-7" aria-hidden="true" />
        <div className="mt-10 flex flex-col justify-center gap-3 xs:flex-row">
          <BookTableLink className="btn-gold" />
          <ArrowLink href="/menu" className="btn-outline">
            View Menu
          </ArrowLink>
        </div>
      </div>
    </section>
  );
}
