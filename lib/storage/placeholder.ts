const PLACEHOLDER = /^#[0-9a-f]{6} #[0-9a-f]{6}$/;

export function isPlaceholder(value: unknown): value is string {
  return typeof value === "string" && PLACEHOLDER.test(value);
}

export function placeholderFromPixels(rgb: Uint8Array): string | null {
  if (rgb.length < 6) return null;
  const hex = (start: number) =>
    `#${[...rgb.subarray(start, start + 3)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  return `${hex(0)} ${hex(3)}`;
}

export function placeholderBackground(value: string | null | undefined): string | undefined {
  if (!isPlaceholder(value)) return undefined;
  const [top, bottom] = value.split(" ");
  return top === bottom ? top : `linear-gradient(${top},${bottom})`;
}
