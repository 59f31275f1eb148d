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
