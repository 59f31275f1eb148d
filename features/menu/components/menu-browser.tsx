"use client";

import { Star } from "lucide-react";
import dynamic from "next/dynamic";
import { SiteLink } from "@/components/site/shell/site-link";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { formatPrice } from "@/features/menu/price";
import {
  availableDietFilters,
  avoidListParam,
  filterMenu,
  parseAvoidList,
  parseDietFilter,
  type DietFilter,
  type PublicMenuCategory,
  type PublicMenuItem,
} from "@/features/menu/public";
import { allergenLabel } from "@/lib/db/schema/menu-vocabulary";
import { isPlainClick } from "@/components/site/shell/plain-click";
import {
  activeSectionId,
  MENU_SCROLL_OFFSET,
  scrollTargetFor,
  scrollToRevealResults,
  sectionOfLink,
  stripScrollToReveal,
} from "@/features/menu/scroll-spy";
import { MenuAvoidFilter } from "./menu-avoid-filter";
import { MenuDietaryTags as DietaryTags } from "./menu-dietary-tags";
import { useQueryParam } from "@/components/site/hooks/use-query-param";
import { useWhenIdle } from "@/components/site/hooks/when-idle";

const MenuItemDialog = dynamic(() => import("./menu-item-dialog").then((m) => m.MenuItemDialog), { ssr: false });

const sectionDomId = (slug: string) => `menu-${slug}`;
const SECTIONS_ID = "menu-sections";
const STRIP_MARGIN = 20;

// Off-screen sections have estimated heights: all render once before a jump, so it lands exactly.
function renderAllSections() {
  document.getElementById(SECTIONS_ID)?.setAttribute("data-all-rendered", "");
}

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const GUEST_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
const SETTLE_MS = 1000;

/**
 * Jumps to a section and keeps it there while the sections just rendered settle: measured in the
 * same task, their first heights could be far from their final ones, and an instant jump (reduced
 * motion) then landed a screen or more past the section. Stops at the guest's own scrolling.
 */
function jumpToSection(section: HTMLElement, behavior: ScrollBehavior) {
  const jump = () => {
    const top = scrollTargetFor(section.getBoundingClientRect().top + window.scrollY, MENU_SCROLL_OFFSET);
    if (Math.abs(top - window.scrollY) > 1) window.scrollTo({ top, behavior });
  };
  jump();
  const sections = document.getElementById(SECTIONS_ID);
  if (!sections) return;
  const observer = new ResizeObserver(jump);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of GUEST_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of GUEST_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  observer.observe(sections);
}

function useScrollSpy(slugs: readonly string[]): [string | null, (slug: string) => void] {
  const [active, setActive] = useState<string | null>(slugs[0] ?? null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = slugs.flatMap((slug) => {
        const el = document.getElementById(sectionDomId(slug));
        return el ? [{ id: slug, top: el.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && window.scrollY > 0 ? (tops.at(-1)?.id ?? null) : activeSectionId(tops, MENU_SCROLL_OFFSET));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [slugs]);
  return [active, setActive];
}

function MenuItemRow({
  item,
  onOpen,
}: {
  item: PublicMenuItem;
  onOpen: (item: PublicMenuItem, trigger: HTMLElement) => void;
}) {
  return (
    <li className="dish">
      <div className="dish-head">
        <h3 className="dish-name">
          {item.isSpecial ? (
            <span className="mr-2 inline-flex align-[0.05em] text-gold" title="Chef's special">
              <Star className="size-4 fill-current" aria-hidden="true" />
              <span className="sr-only print:not-sr-only">Chef&apos;s special: </span>
            </span>
          ) : null}
          <button
            type="button"
            onClick={(e) => onOpen(item, e.currentTarget)}
            aria-haspopup="dialog"
            className="dish-open"
          >
            {item.name}
          </button>
        </h3>
        <span aria-hidden="true" className="dish-leader" />
        <span className="dish-price">{formatPrice(item.price)}</span>
      </div>
      {item.description ? <p className="dish-text">{item.description}</p> : null}
      <DietaryTags tags={item.dietaryTags} className="mt-3" />
      <p className="dish-allergens">
        {item.allergens.length > 0
          ? `Allergens: ${item.allergens.map(allergenLabel).join(", ")}`
          : "No major allergens declared"}
      </p>
    </li>
  );
}

const MenuSections = memo(function MenuSections({
  categories,
  onOpen,
}: {
  categories: PublicMenuCategory[];
  onOpen: (item: PublicMenuItem, trigger: HTMLElement) => void;
}) {
  return (
    <div id={SECTIONS_ID} className="pb-8">
      {categories.map((c) => (
        <section
          key={c.id}
          id={sectionDomId(c.slug)}
          aria-labelledby={`${sectionDomId(c.slug)}-title`}
          style={{ "--menu-section-estimate": `${240 + 180 * c.items.length}px` } as CSSProperties}
          className="menu-section pt-14 lg:pt-12"
        >
          <p className="eyebrow">
            {c.label} — {c.title}
          </p>
          <h2
            id={`${sectionDomId(c.slug)}-title`}
            tabIndex={-1}
            className="display mt-3 text-4xl text-ivory focus:outline-none sm:text-5xl"
          >
            {c.title}
          </h2>
          {c.description ? (
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted-ivory">{c.description}</p>
          ) : null}
          <div className="gold-rule mt-6" aria-hidden="true" />
          <ul className="mt-6">
            {c.items.map((item) => (
              <MenuItemRow key={item.id} item={item} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

const FILTER_LABELS: Record<DietFilter, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
};

function filterSummary(
  diet: DietFilter | null,
  avoid: readonly string[],
  shown: readonly PublicMenuCategory[],
): string {
  const count = shown.reduce((n, c) => n + c.items.length, 0);
  const dishes = diet ? `${FILTER_LABELS[diet].toLowerCase()} dishes` : avoid.length > 0 ? "dishes" : "all dishes";
  const without = avoid.length > 0 ? ` without ${avoid.map((a) => allergenLabel(a).toLowerCase()).join(", ")}` : "";
  return `Showing ${dishes}${without}${diet || avoid.length > 0 ? ` (${count})` : ""}`;
}

export function MenuBrowser({ categories }: { categories: PublicMenuCategory[] }) {
  const [dietParam, setDietParam] = useQueryParam("diet");
  const diet = parseDietFilter(dietParam);
  const [avoidParam, setAvoidParam] = useQueryParam("avoid");
  const avoid = useMemo(() => parseAvoidList(avoidParam), [avoidParam]);
  const filters = useMemo(() => availableDietFilters(categories), [categories]);
  const shown = useMemo(() => filterMenu(categories, diet, avoid), [categories, diet, avoid]);
  const slugs = useMemo(() => shown.map((c) => c.slug), [shown]);
  const [active, setActive] = useScrollSpy(slugs);
  const [openItem, setOpenItem] = useState<PublicMenuItem | null>(null);
  const idle = useWhenIdle();
  const opener = useRef<HTMLElement | null>(null);
  const openDish = useCallback((item: PublicMenuItem, trigger: HTMLElement) => {
    opener.current = trigger;
    setOpenItem(item);
  }, []);

  // On a phone an open allergen panel pushes the dishes below the screen: a change brings their start into view.
  const results = useRef<HTMLDivElement>(null);
  const revealResults = () =>
    requestAnimationFrame(() => {
      const top = results.current?.getBoundingClientRect().top;
      const target = top === undefined ? null : scrollToRevealResults(top, window.innerHeight, window.scrollY);
      if (target !== null) window.scrollTo({ top: target, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    });
  const setDiet = (next: DietFilter | null) => {
    setDietParam(next);
    revealResults();
  };
  const setAvoid = (next: string[]) => {
    setAvoidParam(avoidListParam(next));
    revealResults();
  };

  const scrollToSection = useCallback(
    (slug: string) => {
      const el = document.getElementById(sectionDomId(slug));
      if (!el) return false;
      renderAllSections();
      jumpToSection(el, prefersReducedMotion() ? "auto" : "smooth");
      document.getElementById(`${sectionDomId(slug)}-title`)?.focus({ preventScroll: true });
      setActive(slug);
      history.replaceState(history.state, "", `#${slug}`);
      return true;
    },
    [setActive],
  );

  // Other links to a section (a popup's /menu#x) jump like category links: no element has that id.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!anchor || (anchor.target && anchor.target !== "_self")) return;
      const slug = sectionOfLink(anchor.href, window.location);
      if (slug && scrollToSection(slug)) event.preventDefault();
    };
    const onHashChange = () => {
      const slug = sectionOfLink(window.location.href, window.location);
      if (slug) scrollToSection(slug);
    };
    window.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      window.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [scrollToSection]);

  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const chip = active ? list?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(active)}"]`) : null;
    if (!list || !chip || list.clientWidth === 0) return;
    const left = chip.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const target = stripScrollToReveal(
      { left, width: chip.offsetWidth },
      { scrollLeft: list.scrollLeft, width: list.clientWidth },
      STRIP_MARGIN,
    );
    if (target !== null) list.scrollTo({ left: target, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [active]);

  useEffect(() => {
    const slug = decodeURIComponent(window.location.hash.slice(1));
    const el = slug ? document.getElementById(sectionDomId(slug)) : null;
    if (!el) return;
    renderAllSections();
    jumpToSection(el, "auto");
  }, []);

  const navLink = (c: PublicMenuCategory, variant: "side" | "strip") => {
    const isActive = active === c.slug;
    return (
      <a
        href={`#${c.slug}`}
        onClick={(e) => {
          e.preventDefault();
          scrollToSection(c.slug);
        }}
        aria-current={isActive ? "location" : undefined}
        data-slug={c.slug}
        className={variant === "side" ? "menu-link menu-link-side" : "menu-link menu-link-strip"}
      >
        <span className="menu-link-number">{c.label}</span>
        <span className={variant === "side" ? "text-sm" : "text-xs tracking-[0.16em] uppercase"}>{c.title}</span>
      </a>
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div className="needs-script print:hidden">
        <div
          role="group"
          aria-label="Dietary filter"
          className="flex flex-wrap items-center justify-center gap-2 pt-12 pb-4 lg:pt-16"
        >
          <button type="button" aria-pressed={diet === null} onClick={() => setDiet(null)} className="chip">
            All dishes
          </button>
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={diet === f}
              onClick={() => setDiet(diet === f ? null : f)}
              className="chip"
            >
              {FILTER_LABELS[f]}
            </button>
          ))}
        </div>
        <MenuAvoidFilter avoid={avoid} onChange={setAvoid} />
        <p className="flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 pb-2 text-center text-sm text-parchment">
          <span role="status">{filterSummary(diet, avoid, shown)}</span>
          <SiteLink
            href="/menu/allergens"
            className="text-gold underline decoration-gold/40 underline-offset-4 hover:text-gold-bright"
          >
            Full allergen table
          </SiteLink>
        </p>
      </div>
      <div ref={results}>
        {shown.length === 0 ? (
          <p className="py-16 text-center text-muted-ivory">No dish on the menu meets all of these filters.</p>
        ) : null}

        <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-16 print:block">
          <nav
            aria-label="Menu categories"
            className="sticky top-[var(--header-offset)] z-20 -mx-5 border-b border-gold/15 bg-ink/95 backdrop-blur-md sm:-mx-8 lg:hidden print:hidden"
          >
            <ul ref={strip} className="flex [scrollbar-width:none] gap-6 overflow-x-auto px-5 sm:px-8">
              {shown.map((c) => (
                <li key={c.id}>{navLink(c, "strip")}</li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Menu sections" className="hidden lg:block print:hidden">
            <ul className="sticky top-[calc(var(--header-offset)+3rem)] mt-10">
              {shown.map((c) => (
                <li key={c.id}>{navLink(c, "side")}</li>
              ))}
            </ul>
          </nav>

          <MenuSections categories={shown} onOpen={openDish} />
        </div>
      </div>

      {idle || openItem ? (
        <MenuItemDialog item={openItem} onClose={() => setOpenItem(null)} returnFocusTo={() => opener.current} />
      ) : null}
    </div>
  );
}
