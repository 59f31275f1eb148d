import Form from "next/form";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

/**
 * A plain GET form: the filters become the URL (shareable, back button), and it works without
 * JavaScript.
 */
export function FilterForm({
  action,
  label,
  className,
  children,
}: {
  action: string;
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      action={action}
      role="search"
      aria-label={label}
      className={cn("grid grid-cols-2 gap-3 rounded-lg border bg-card p-4", className)}
    >
      {children}
    </Form>
  );
}

export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null | undefined;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FilterField id={id} label={label} className="col-span-2 sm:col-span-1">
      <NativeSelect id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        <SelectOptions options={options} />
      </NativeSelect>
    </FilterField>
  );
}

export function DateRangeFilter({
  idPrefix,
  from,
  to,
  labels,
}: {
  idPrefix: string;
  from: string | null | undefined;
  to: string | null | undefined;
  labels: [string, string];
}) {
  return (
    <>
      <FilterField id={`${idPrefix}-from`} label={labels[0]}>
        <Input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from ?? ""} />
      </FilterField>
      <FilterField id={`${idPrefix}-to`} label={labels[1]}>
        <Input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to ?? ""} />
      </FilterField>
    </>
  );
}

export function FilterButtons({ clearHref, className }: { clearHref: string | null; className: string }) {
  return (
    <div className={cn("col-span-2 flex items-end gap-2", className)}>
      <Button type="submit" className="flex-1 lg:flex-none">
        Apply filters
      </Button>
      {clearHref ? (
        <Button asChild variant="ghost">
          <Link href={clearHref}>Clear</Link>
        </Button>
      ) : null}
    </div>
  );
}
