import Form from "next/form";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { entityLabel, type ActivityFilter } from "@/lib/activity/params";

const labelClass = "mb-1.5 block text-xs font-medium text-muted-foreground";

export function ActivityFilters({ filter, actors, entities }: { filter: ActivityFilter; actors: string[]; entities: string[] }) {
  const narrowed = Boolean(filter.actor || filter.entity || filter.from || filter.to);
  return (
    <Form action="/admin/activity" role="search" aria-label="Filter activity" className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 lg:grid-cols-[repeat(4,minmax(9rem,1fr))_auto]">
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="activity-actor" className={labelClass}>
          Person
        </label>
        <NativeSelect id="activity-actor" name="actor" defaultValue={filter.actor ?? ""}>
          <option value="">Everyone</option>
          {actors.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="activity-section" className={labelClass}>
          Section
        </label>
        <NativeSelect id="activity-section" name="section" defaultValue={filter.entity ?? ""}>
          <option value="">All sections</option>
          {entities.map((e) => (
            <option key={e} value={e}>
              {entityLabel(e)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor="activity-from" className={labelClass}>
          From
        </label>
        <Input id="activity-from" name="from" type="date" defaultValue={filter.from ?? ""} />
      </div>
      <div>
        <label htmlFor="activity-to" className={labelClass}>
          To
        </label>
        <Input id="activity-to" name="to" type="date" defaultValue={filter.to ?? ""} />
      </div>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          Apply filters
        </Button>
        {narrowed ? (
          <Button asChild variant="ghost">
            <Link href="/admin/activity">Clear</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
