import type { ReactNode } from "react";

interface NavItem {
  href: string;
  label: string;
}

/** A named navigation landmark holding one list item a link; each place draws its own links. */
export function NavList({
  label,
  className,
  heading,
  listClassName,
  ordered = false,
  items,
  renderLink,
}: {
  label: string;
  className?: string;
  heading?: ReactNode;
  listClassName: string;
  ordered?: boolean;
  items: readonly NavItem[];
  renderLink: (item: NavItem, index: number) => ReactNode;
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
