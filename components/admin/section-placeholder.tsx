import { AdminPageHeader } from "./admin-page-header";
import { adminSection } from "./sections";

/** A section whose tools are still being built: its title, purpose and a calm "coming soon". */
export function SectionPlaceholder({ href }: { href: string }) {
  const { label, description, icon: Icon } = adminSection(href);
  return (
    <>
      <AdminPageHeader title={label} description={description} />
      <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent">
          <Icon className="size-5 text-gold-deep" aria-hidden="true" />
        </span>
        <p className="mt-4 font-medium text-foreground">Coming soon</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          The tools for {label.toLowerCase()} will appear here.
        </p>
      </div>
    </>
  );
}
