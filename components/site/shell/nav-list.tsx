import type { ComponentType, ReactNode } from "react";
import { SiteLink } from "./site-link";

interface NavItem {
  href: string;
  label: string;
}

type LinkComponent = ComponentType<{ href: string; className?: string; children: ReactNode }>;

/**
 * A named navigation landmark holding one list item a link: by default each link is `link`
 * (a plain SiteLink unless named) showing its label; `renderLink` draws richer links.
 */
export function NavList({
  label,
  className,
  heading,
  listClassName,
  ordered = false,
  items,
  link: Link = SiteLink,
  linkClassName,
  renderLink = (item) => (
    <Link href={item.href} className={linkClassName}>
      {item.label}
    </Link>
  ),
}: {
  label: string;
  className?: string;
  heading?: ReactNode;
  listClassName: string;
  ordered?: boolean;
  items: readonly NavItem[];
  link?: LinkComponent;
  linkClassName?: string;
  renderLink?: (item: NavItem, index: number) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <nav aria-label={label} className={className}>
      {heading}
      <List className={listClassName}>
        {items.map((item, i) => (
          <li key={item.href}>{renderLink(item, i)}</li>
        ))}
      </List>
    </nav>
  );
}
