import { dietaryTagLabel } from "@/lib/db/schema/menu-vocabulary";
import { clsx } from "clsx";

export function MenuDietaryTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={clsx("diet-tags", className)} aria-label="Dietary information">
      {tags.map((tag) => (
        <li key={tag}>{dietaryTagLabel(tag)}</li>
      ))}
    </ul>
  );
}
