import type { PublicMenuCategory } from "@/lib/menu/public";
import { UK_ALLERGENS } from "@/lib/menu/vocabulary";

/** Rows an A4 landscape page holds below a table's headings, with room to spare. */
const ROWS_PER_PRINTED_PAGE = 16;

/**
 * Every dish against the 14 regulated allergens, one table per menu section: a row header per
 * dish, a column header per allergen, so a screen reader announces both for every cell.
 */
export function AllergenMatrix({ categories }: { categories: readonly PublicMenuCategory[] }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-12 print:gap-6">
      {categories.map((category) => (
        // Focusable, so a keyboard can scroll a table wider than the screen.
        <section
          key={category.id}
          className="allergen-table-wrap"
          tabIndex={0}
          aria-labelledby={`allergens-${category.slug}`}
          data-print-whole={category.items.length <= ROWS_PER_PRINTED_PAGE ? "" : undefined}
        >
          <table className="allergen-table">
            <caption id={`allergens-${category.slug}`} className="allergen-caption">
              {category.title}
            </caption>
            <thead>
              <tr>
                {/* On paper the headings repeat on each page a long table takes, so they name the section (globals.css). */}
                <th scope="col" className="allergen-dish-col" data-section={category.title}>
                  Dish
                </th>
                {UK_ALLERGENS.map((a) => (
                  <th key={a.value} scope="col" className="allergen-col">
                    <span>{a.label}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {category.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="allergen-dish">
                    {item.name}
                  </th>
                  {UK_ALLERGENS.map((a) =>
                    // Words, not symbols: read aloud, printed in black and white, all the same.
                    item.allergens.includes(a.value) ? (
                      <td key={a.value} className="allergen-yes">
                        Yes
                      </td>
                    ) : (
                      <td key={a.value} className="allergen-no">
                        No
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
