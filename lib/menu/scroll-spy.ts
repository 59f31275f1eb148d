/**
 * Which section is "in view": the last one whose top has reached the offset line below the sticky
 * header and category strip. Before the first section reaches it, the first one is active.
 */
export function activeSectionId(sections: readonly { id: string; top: number }[], offset: number): string | null {
  let active: string | null = sections[0]?.id ?? null;
  for (const s of sections) {
    if (s.top - offset <= 1) active = s.id;
    else break;
  }
  return active;
}

/** Where to scroll so a section's top lands `offset` pixels below the top of the viewport. */
export function scrollTargetFor(sectionTopInPage: number, offset: number): number {
  return Math.max(0, Math.round(sectionTopInPage - offset));
}

/** SPEC §2/§9: the menu page scrolls to, and spies with, a 120px offset. */
export const MENU_SCROLL_OFFSET = 120;
