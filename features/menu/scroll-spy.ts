/** The last section whose top has reached the offset line; before any has, the first. */
export function activeSectionId(sections: readonly { id: string; top: number }[], offset: number): string | null {
  let active: string | null = sections[0]?.id ?? null;
  for (const s of sections) {
    if (s.top - offset <= 1) active = s.id;
    else break;
  }
  return active;
}

export function scrollTargetFor(sectionTopInPage: number, offset: number): number {
  return Math.max(0, Math.round(sectionTopInPage - offset));
}

export const MENU_SCROLL_OFFSET = 120;

/** Null while the chip is in view with `margin` to spare, else centred so its neighbours show too. */
export function stripScrollToReveal(
  chip: { left: number; width: number },
  strip: { scrollLeft: number; width: number },
  margin: number,
): number | null {
  const inView =
    chip.left - margin >= strip.scrollLeft && chip.left + chip.width + margin <= strip.scrollLeft + strip.width;
  if (inView) return null;
  // A chip wider than the strip shows its start.
  if (chip.width + 2 * margin > strip.width) return Math.max(0, Math.round(chip.left - margin));
  return Math.max(0, Math.round(chip.left + chip.width / 2 - strip.width / 2));
}

/** `#breads` or `/menu#breads` on /menu → "breads"; null for another page, query or no fragment. */
export function sectionOfLink(href: string, here: { origin: string; pathname: string; search: string }): string | null {
  let url: URL;
  try {
    url = new URL(href, `${here.origin}${here.pathname}${here.search}`);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search || url.hash.length < 2)
    return null;
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
}

/** How much of the results a filter change must leave in view, and how much it shows when it must scroll. */
const RESULTS_MIN_VISIBLE = 160;
const RESULTS_REVEALED = 280;

/**
 * Where to scroll after a filter changes so the results start in view, or null when enough already
 * shows. It scrolls only as far as needed, so the filters a guest is still ticking stay in sight.
 */
export function scrollToRevealResults(resultsTop: number, viewportHeight: number, scrollY: number): number | null {
  if (resultsTop <= viewportHeight - RESULTS_MIN_VISIBLE) return null;
  return scrollY + resultsTop - (viewportHeight - RESULTS_REVEALED);
}
