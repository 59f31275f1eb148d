import { mainNav } from "@/lib/site";
import { Logo } from "@/components/site/shell/logo";
import { getContactView } from "@/features/settings";
import { MobileNav } from "@/components/site/shell/mobile-nav";
import { NavLink } from "@/components/site/shell/nav-link";
import { NavList } from "@/components/site/shell/nav-list";
import { BookTableLink } from "@/components/site/shell/book-table-link";

export async function SiteHeader() {
  const { phone, phoneHref } = await getContactView();
  return (
    <header
      id="site-header"
      className="sticky top-0 z-40 border-b border-gold/15 bg-ink/92 backdrop-blur-md supports-[backdrop-filter]:bg-ink/80"
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Logo />
        <NavList
          label="Main"
          className="hidden lg:block"
          listClassName="flex items-center gap-7 xl:gap-9"
          items={mainNav}
          link={NavLink}
          linkClassName="nav-link"
        />
        <div className="flex items-center gap-2">
          <BookTableLink className="btn-gold hidden !min-h-10 !px-5 !py-2.5 lg:inline-flex" />
          <MobileNav phone={{ text: phone, href: phoneHref }} />
        </div>
      </div>
    </header>
  );
}
