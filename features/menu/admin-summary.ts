import { formatPrice } from "@/features/menu/price";
import { formatLondon } from "@/lib/time/london";
import { allergenLabel, dietaryTagLabel } from "@/lib/db/schema/menu-vocabulary";

/** Activity-log lines: "price £18.50 → £19.00; status draft → published". */

type Row = Record<string, unknown>;

const FIELD_LABELS: Record<string, string> = {
  title: "title",
  slug: "slug",
  name: "name",
  price: "price",
  description: "description",
  isSpecial: "chef's special",
  dietaryTags: "dietary tags",
  allergens: "allergens",
  status: "status",
  visible: "visible",
  publishAt: "publish from",
  unpublishAt: "publish until",
};

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (field === "price" && typeof value === "number") return formatPrice(value);
  if (value instanceof Date) return formatLondon(value);
  if (field === "dietaryTags" && Array.isArray(value))
    return value.length ? value.map((v) => dietaryTagLabel(String(v))).join(", ") : "none";
  if (field === "allergens" && Array.isArray(value))
    return value.length ? value.map((v) => allergenLabel(String(v))).join(", ") : "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const ta = a instanceof Date ? a.getTime() : a ? Date.parse(String(a)) : null;
    const tb = b instanceof Date ? b.getTime() : b ? Date.parse(String(b)) : null;
    return ta === tb;
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return (a ?? null) === (b ?? null);
}

export function changedFields(before: Row, after: Row): string[] {
  return Object.keys(FIELD_LABELS).filter((f) => f in after && !same(before[f], after[f]));
}

export function describeChanges(before: Row, after: Row): string {
  return changedFields(before, after)
    .map((f) => {
      // Long text: say it changed, not what it says.
      if (f === "description") return "description edited";
      return `${FIELD_LABELS[f]} ${show(f, before[f])} → ${show(f, after[f])}`;
    })
    .join("; ");
}
