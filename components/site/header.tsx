import { SiteLink } from "@/components/site/site-link";
import { mainNav } from "@/lib/site";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NavLink } from "./nav-link";

export function SiteHeader() {
  return (
    <header
      id="site-header"
      className="sticky top-0 z-40 border-b border-gold/15 bg-ink/92 backdrop-blur-md supports-[backdrop-filter]:bg-ink/80"
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-7 xl:gap-9">
            {mainNav.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="relative py-2 text-[0.7rem] font-medium uppercase tracking-[0.24em] transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold after:transition-transform after:duration-500"
                  idleClassName="text-ivory/80 after:scale-x-0 hover:text-ivory hover:after:scale-x-100"
                  activeClassName="text-gold after:scale-x-100"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SiteLink href="/reservations" className="btn-gold hidden !min-h-10 !px-5 !py-2.5 lg:inline-flex">
            Book a Table
          </SiteLink>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
