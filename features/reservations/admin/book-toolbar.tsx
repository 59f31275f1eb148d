import { CalendarDays, ChevronLeft, ChevronRight, Printer } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { bookHref, type BookParams } from "@/features/reservations/book";
import { cn } from "@/lib/utils";
import { addDays } from "@/lib/time/london";

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:bg-accent aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground";

const VIEWS = [
  ["day", "Day"],
  ["week", "Week"],
] as const;

/** Moves through the book: previous / next, today, day or week, a date picker (a GET form, so it works without JavaScript) and the printable list. */
export function BookToolbar({ params, today }: { params: BookParams; today: string }) {
  const step = params.view === "week" ? 7 : 1;
  const unit = params.view === "week" ? "week" : "day";
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-lg border bg-card p-3 sm:flex-row sm:flex-wrap sm:items-center print:hidden">
      <nav aria-label="Book view" className="flex gap-1">
        {VIEWS.map(([view, label]) => (
          <Link
            key={view}
            href={bookHref({ view, date: params.date }, today)}
            aria-current={params.view === view ? "page" : undefined}
            className={tabClass}
          >
            {label}
          </Link>
        ))}
      </nav>
      <nav aria-label={`Change ${unit}`} className="flex items-center gap-1">
        <Button asChild variant="outline" size="sm">
          <Link href={bookHref({ ...params, date: addDays(params.date, -step) }, today)}>
            <ChevronLeft aria-hidden="true" />
            Previous {unit}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link
            href={bookHref({ view: params.view, date: today }, today)}
            aria-current={params.date === today && params.view === "day" ? "page" : undefined}
          >
            Today
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={bookHref({ ...params, date: addDays(params.date, step) }, today)}>
            Next {unit}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      <form action="/admin/reservations" className="flex items-center gap-2 sm:ml-auto">
        {params.view === "week" ? <input type="hidden" name="view" value="week" /> : null}
        <label htmlFor="book-date" className="sr-only">
          Go to date
        </label>
        <Input id="book-date" type="date" name="date" defaultValue={params.date} className="w-auto" required />
        <Button type="submit" variant="outline" size="sm">
          <CalendarDays aria-hidden="true" />
          Go
        </Button>
      </form>
      <Button asChild variant="outline" size="sm" className={cn(params.view === "week" && "hidden")}>
        <Link href={`/admin/reservations/print?date=${params.date}`}>
          <Printer aria-hidden="true" />
          Printable list
        </Link>
      </Button>
    </div>
  );
}
