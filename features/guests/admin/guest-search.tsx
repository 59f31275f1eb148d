import { Search } from "lucide-react";
import { FilterField, FilterForm } from "@/components/admin/filter-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A plain GET form: the search is in the URL and works without JavaScript. */
export function GuestSearch({ q }: { q: string }) {
  return (
    <FilterForm action="/admin/guests" label="Search guests" className="sm:grid-cols-[1fr_auto] sm:items-end">
      <FilterField id="guest-search" label="Name, e-mail or phone" className="col-span-2 sm:col-span-1">
        <Input id="guest-search" name="q" type="search" defaultValue={q} autoComplete="off" />
      </FilterField>
      <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1">
        <Search aria-hidden="true" />
        Search
      </Button>
    </FilterForm>
  );
}
