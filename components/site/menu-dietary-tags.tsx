import { dietaryTagLabel } from "@/lib/menu/vocabulary";
import { clsx as cn } from "clsx";

export function MenuDietaryTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Dietary information">
      {tags.map((tag) => (
        <li key={tag} className="border border-gold/30 px-2 py-0.5 text-[0.65rem] font-medium tracking-[0.14em] text-parchment uppercase">
          {dietaryTagLabel(tag)}
        </li>
      ))}
    </ul>
  );
}
