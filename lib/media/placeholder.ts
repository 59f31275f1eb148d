/**
 * A gallery item's placeholder: the average colour of its top and bottom halves, "#rrggbb #rrggbb",
 * painted as a two-stop gradient while the picture loads (a flat grey box said nothing about what
 * was coming). Fifteen bytes in the row and about fifty in the page, because public pages are
 * pre-rendered whole and every tile carries its own.
 */
const PLACEHOLDER = /^#[0-9a-f]{6} #[0-9a-f]{6}$/;

export function isPlaceholder(value: unknown): value is string {
  return typeof value === "string" && PLACEHOLDER.test(value);
}

/** From a 1×2 RGB image (top pixel, then bottom): what sharp's two-pixel resize returns. */
export function placeholderFromPixels(rgb: Uint8Array): string | null {
  if (rgb.length < 6) return null;
  const hex = (start: number) => `#${[...rgb.subarray(start, start + 3)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  return `${hex(0)} ${hex(3)}`;
}

/** The CSS background for a stored placeholder; nothing for a missing or malformed one. */
export function placeholderBackground(value: string | null | undefined): string | undefined {
  if (!isPlaceholder(value)) return undefined;
  const [top, bottom] = value.split(" ");
  return top === bottom ? top : `linear-gradient(${top},${bottom})`;
}
