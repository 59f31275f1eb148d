import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCalendarDate } from "@/lib/time/london";
import { detailHref } from "@/lib/admin/list-page";
import type { GuestSummary } from "../admin-queries";
import { GuestGlanceBadges } from "./guest-glance";

export const guestDisplayName = (g: { name: string; anonymisedAt: Date | null }) =>
  g.anonymisedAt ? "Erased guest" : g.name || "Guest without a name";

export function GuestTable({ rows, listQuery }: { rows: GuestSummary[]; listQuery: string }) {
  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <caption className="sr-only">Guests, most recently active first</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Guest</TableHead>
            <TableHead className="hidden md:table-cell">Contact</TableHead>
            <TableHead>Visits, no-shows and tags</TableHead>
            <TableHead className="hidden sm:table-cell">Last visit</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((g) => (
            <TableRow key={g.id}>
              <TableCell className="align-top font-medium">
                <Link href={detailHref("/admin/guests", g.id, listQuery)} className="hover:underline">
                  {guestDisplayName(g)}
                </Link>
              </TableCell>
              <TableCell className="hidden align-top text-sm text-muted-foreground md:table-cell">
                <span className="block break-all">{g.email}</span>
                <span className="block">{g.phone}</span>
              </TableCell>
              <TableCell className="align-top">
                <GuestGlanceBadges glance={g} />
              </TableCell>
              <TableCell className="hidden align-top text-sm whitespace-nowrap sm:table-cell">
                {g.lastVisit ? formatCalendarDate(g.lastVisit, { year: true }) : "Not yet"}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
