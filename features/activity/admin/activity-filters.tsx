import { DateRangeFilter, FilterButtons, FilterForm, FilterSelect } from "@/components/admin/filter-form";
import { entityLabel, type ActivityFilter } from "@/features/activity/params";

export function ActivityFilters({
  filter,
  actors,
  entities,
}: {
  filter: ActivityFilter;
  actors: string[];
  entities: string[];
}) {
  const narrowed = Boolean(filter.actor || filter.entity || filter.from || filter.to);
  return (
    <FilterForm
      action="/admin/activity"
      label="Filter activity"
      className="lg:grid-cols-[repeat(4,minmax(9rem,1fr))_auto]"
    >
      <FilterSelect
        id="activity-actor"
        name="actor"
        label="Person"
        value={filter.actor}
        anyLabel="Everyone"
        options={actors.map((a) => ({ value: a, label: a }))}
      />
      <FilterSelect
        id="activity-section"
        name="section"
        label="Section"
        value={filter.entity}
        anyLabel="All sections"
        options={entities.map((e) => ({ value: e, label: entityLabel(e) }))}
      />
      <DateRangeFilter idPrefix="activity" from={filter.from} to={filter.to} labels={["From", "To"]} />
      <FilterButtons clearHref={narrowed ? "/admin/activity" : null} className="lg:col-span-1" />
    </FilterForm>
  );
}
