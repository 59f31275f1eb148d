import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { BackLink } from "@/components/admin/back-link";
import { cn } from "@/lib/utils";

/** The top of an admin detail page: the way back to its list, then the title block. */
export function DetailHeader({
  back,
  title,
  description,
  children,
}: {
  back: { href: string; label: string };
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <BackLink href={back.href}>{back.label}</BackLink>
      <AdminPageHeader title={title} description={description}>
        {children}
      </AdminPageHeader>
    </>
  );
}

/**
 * A record page whose record is gone (deleted, merged) or whose link is cut short: said inside the admin,
 * with the way back, rather than the public site's 404 page.
 */
export function RecordNotFound({
  back,
  title,
  description = "It may have been deleted, or the link is incomplete.",
}: {
  back: { href: string; label: string };
  title: string;
  description?: string;
}) {
  return <DetailHeader back={back} title={title} description={description} />;
}

/** One labelled value in a detail page's description list. */
export function DetailFact({
  label,
  children,
  className,
  valueClassName,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={cn("mt-1 text-sm text-foreground", valueClassName)}>{children}</dd>
    </div>
  );
}
