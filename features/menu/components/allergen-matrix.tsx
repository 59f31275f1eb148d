import type { PublicMenuCategory } from "@/features/menu/public";
import { UK_ALLERGENS } from "@/lib/db/schema/menu-vocabulary";

const ROWS_PER_PRINTED_PAGE = 16;

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
                  {UK_ALLERGENS.map((a) => {
                    const contains = item.allergens.includes(a.value);
                    return (
                      <td key={a.value} className={contains ? "allergen-yes" : "allergen-no"}>
                        {contains ? "Yes" : "No"}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
