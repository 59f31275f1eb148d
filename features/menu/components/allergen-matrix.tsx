import type { PublicMenuCategory } from "@/features/menu/public";
import { UK_ALLERGENS } from "@/lib/db/schema/menu-vocabulary";

const ROWS_PER_PRINTED_PAGE = 16;

const allergenLabels = new Map<string, string>(UK_ALLERGENS.map((a) => [a.value, a.label]));

/** On a phone, dish by dish: fourteen columns would not fit without scrolling sideways. */
function AllergenList({ categories }: { categories: readonly PublicMenuCategory[] }) {
  return (
    <div className="allergen-list">
      {categories.map((category) => (
        // Not a named region: the tables' sections already are, under the same names.
        <div key={category.id}>
          <h2 className="allergen-caption">{category.title}</h2>
          <ul>
            {category.items.map((item) => (
              <li key={item.id} className="allergen-list-dish">
                <span className="text-ivory">{item.name}</span>
                {item.allergens.length > 0 ? (
                  <span className="text-gold">
                    Contains: {item.allergens.map((a) => allergenLabels.get(a) ?? a).join(", ")}
                  </span>
                ) : (
                  <span className="text-muted-ivory">No major allergens declared</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function AllergenMatrix({ categories }: { categories: readonly PublicMenuCategory[] }) {
  return (
    <>
      <AllergenList categories={categories} />
      <AllergenTables categories={categories} />
    </>
  );
}

function AllergenTables({ categories }: { categories: readonly PublicMenuCategory[] }) {
  return (
    <div className="allergen-tables">
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
            {/* The rows are the page's bulk, and each is sent twice (the HTML and the flight data React
                hydrates from): the row heading and a "No" cell are styled by the table's rules rather
                than a class each, and the cells' keys are the column's place, not the allergen's name. */}
            <tbody>
              {category.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.name}</th>
                  {UK_ALLERGENS.map((a, column) =>
                    item.allergens.includes(a.value) ? (
                      <td key={column} className="allergen-yes">
                        Yes
                      </td>
                    ) : (
                      <td key={column}>No</td>
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
