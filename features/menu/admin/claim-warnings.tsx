import { TriangleAlert } from "lucide-react";
import { claimConflicts, conflictMessage } from "@/features/menu/dietary-claims";
import type { AdminMenuSection } from "@/features/menu/admin-types";

/** Dishes saved before claims were checked against allergens; the public read drops such claims. */
export function ClaimWarnings({ sections }: { sections: readonly AdminMenuSection[] }) {
  const problems = sections.flatMap((section) =>
    section.items.flatMap((item) => {
      const conflicts = claimConflicts(item.dietaryTags, item.allergens);
      return conflicts.length > 0
        ? [{ id: item.id, name: item.name, section: section.title, message: conflicts.map(conflictMessage).join(" ") }]
        : [];
    }),
  );
  if (problems.length === 0) return null;
  return (
    <section
      aria-labelledby="claim-warnings-heading"
      className="mb-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <h2 id="claim-warnings-heading" className="flex items-center gap-2 font-semibold text-destructive">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {problems.length === 1
          ? "1 dish has a dietary claim its allergens contradict"
          : `${problems.length} dishes have a dietary claim their allergens contradict`}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Guests are not shown these claims until the dish is corrected. Edit each dish below.
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {problems.map((p) => (
          <li key={p.id}>
            <a href={`#item-${p.id}`} className="font-medium underline underline-offset-2">
              {p.name}
            </a>{" "}
            <span className="text-muted-foreground">({p.section})</span>: {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
