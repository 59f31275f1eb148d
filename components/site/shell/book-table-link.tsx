import { SiteLink } from "./site-link";

/** The site's main call to action: the header, the mobile menu and the pages' invitations all lead to the booking form. */
export function BookTableLink({ className }: { className: string }) {
  return (
    <SiteLink href="/reservations" className={className}>
      Book a Table
    </SiteLink>
  );
}
