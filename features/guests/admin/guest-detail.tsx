import { Download } from "lucide-react";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { BackLink } from "@/components/admin/back-link";
import { RecordNotFound } from "@/components/admin/detail-page";
import { TitledSection } from "@/components/admin/titled-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Database } from "@/lib/db/client";
import { STATUS_LABELS } from "@/lib/db/schema/enquiry-statuses";
import { partyForStaff } from "@/lib/forms/field-lists";
import { formatCalendarDate, formatClockTime, formatLondonDateTime, londonDateOf } from "@/lib/time/london";
import { readGuestHistory, readMergeCandidates, type GuestHistory } from "../admin-queries";
import { erasureRefusal } from "../erase";
import type { actionsForGuestPage } from "./guest-page-actions";
import { GuestConsentSwitch, GuestEraseButton, GuestMergeButton, GuestNotesForm, GuestTagsForm } from "./guest-forms";
import { GuestGlanceBadges } from "./guest-glance";
import { guestDisplayName } from "./guest-table";

const KIND_LABELS: Record<string, string> = {
  reservation: "Booking",
  event: "Event enquiry",
  contact: "Message",
  newsletter: "Newsletter sign-up",
};

const NEWSLETTER_WORDS: Record<GuestHistory["newsletter"], string> = {
  subscribed: "Subscribed to the newsletter",
  unsubscribed: "Unsubscribed from the newsletter",
  never: "Never signed up to the newsletter",
};

export interface GuestPageRights {
  export: boolean;
  erase: boolean;
}

export async function GuestDetail({
  db,
  id,
  backHref,
  mergeQuery,
  rights,
  actions,
}: {
  db: Database;
  /** Null when the link's id cannot be a guest's. */
  id: string | null;
  backHref: string;
  mergeQuery: string;
  rights: GuestPageRights;
  actions: ReturnType<typeof actionsForGuestPage>;
}) {
  const history = id ? await readGuestHistory(db, id) : null;
  if (!history)
    return (
      <RecordNotFound
        back={{ href: backHref, label: "Back to the guest book" }}
        title="Guest not found"
        description="They may have been merged into another guest, or the link is incomplete."
      />
    );
  const { guest, glance } = history;
  const erased = guest.anonymisedAt !== null;
  const bookings = history.enquiries.filter((e) => e.formType === "reservation");
  const others = history.enquiries.filter((e) => e.formType !== "reservation");
  const refusal = erasureRefusal(bookings, londonDateOf(new Date()));
  const candidates = erased ? [] : await readMergeCandidates(db, guest, mergeQuery);

  return (
    <>
      <BackLink href={backHref}>Back to the guest book</BackLink>
      <AdminPageHeader title={guestDisplayName(guest)}>
        {rights.export ? (
          <>
            <Button asChild variant="outline">
              <a href={`/admin/guests/${guest.id}/export`} download>
                <Download aria-hidden="true" />
                Export JSON
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`/admin/guests/${guest.id}/export?format=csv`} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </>
        ) : null}
      </AdminPageHeader>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <TitledSection id="guest-summary" title="At a glance" card>
            {erased ? (
              <p className="mt-2 text-sm">
                Erased {formatLondonDateTime(guest.anonymisedAt!)}. Their bookings still count, without their details.
              </p>
            ) : (
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
                <dt className="text-muted-foreground">E-mail</dt>
                <dd className="break-all">{guest.email ?? "None given"}</dd>
                <dt className="text-muted-foreground">Phone</dt>
                <dd>{guest.phone ?? "None given"}</dd>
                <dt className="text-muted-foreground">Newsletter</dt>
                <dd>{NEWSLETTER_WORDS[history.newsletter]}</dd>
                <dt className="text-muted-foreground">First seen</dt>
                <dd>{formatLondonDateTime(guest.createdAt)}</dd>
              </dl>
            )}
            <GuestGlanceBadges glance={glance} className="mt-3 block" />
          </TitledSection>

          <TitledSection id="guest-bookings" title="Bookings" card>
            {bookings.length ? (
              <Table className="mt-2">
                <TableHeader>
                  <TableRow>
                    <TableHead>Date</TableHead>
                    <TableHead>Party</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {bookings.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>
                        <Link href={`/admin/enquiries/${b.id}`} className="hover:underline">
                          {b.preferredDate ? formatCalendarDate(b.preferredDate, { year: true }) : "No date"}
                          {b.preferredTime ? `, ${formatClockTime(b.preferredTime)}` : ""}
                        </Link>
                      </TableCell>
                      <TableCell>{partyForStaff(b.guests, b.guestsAtLeast)}</TableCell>
                      <TableCell>
                        <Badge variant={b.status === "no_show" ? "warning" : "outline"}>
                          {STATUS_LABELS[b.status]}
                        </Badge>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No bookings yet.</p>
            )}
          </TitledSection>

          <TitledSection id="guest-enquiries" title="Events, messages and sign-ups" card>
            {others.length ? (
              <ul className="mt-2 divide-y text-sm">
                {others.map((e) => (
                  <li key={e.id} className="py-2">
                    <Link href={`/admin/enquiries/${e.id}`} className="font-medium hover:underline">
                      {KIND_LABELS[e.formType]}
                    </Link>{" "}
                    <span className="text-muted-foreground">
                      {formatLondonDateTime(e.createdAt)} · {STATUS_LABELS[e.status]}
                      {e.preferredDate ? ` · for ${formatCalendarDate(e.preferredDate, { year: true })}` : ""}
                    </span>
                    {e.message ? <p className="mt-1 line-clamp-2 break-words">{e.message}</p> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No event enquiries, messages or sign-ups.</p>
            )}
          </TitledSection>

          <TitledSection id="guest-emails" title="E-mails sent" card>
            {history.emails.length ? (
              <ul className="mt-2 divide-y text-sm">
                {history.emails.map((m) => (
                  <li key={m.id} className="py-2">
                    <Link href={`/admin/outbox/${m.id}`} className="font-medium break-words hover:underline">
                      {m.subject}
                    </Link>{" "}
                    <span className="text-muted-foreground">
                      {formatLondonDateTime(m.sentAt ?? m.createdAt)} · {m.state}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No e-mails sent to this guest.</p>
            )}
          </TitledSection>
        </div>

        <div className="min-w-0 space-y-6">
          {erased ? null : (
            <>
              <TitledSection id="guest-tags" title="Tags" card>
                <div className="mt-3">
                  <GuestTagsForm id={guest.id} tags={guest.tags} action={actions.saveTags} />
                </div>
              </TitledSection>
              <TitledSection id="guest-notes-section" title="Notes and consent" card>
                <div className="mt-3 space-y-4">
                  <GuestNotesForm id={guest.id} notes={guest.notes} action={actions.saveNotes} />
                  <GuestConsentSwitch id={guest.id} consent={guest.marketingConsent} action={actions.setConsent} />
                </div>
              </TitledSection>
              <TitledSection
                id="guest-merge"
                title="The same person twice?"
                description="Guests with the same name are listed; search for another record by name, e-mail or phone."
                card
              >
                <form method="get" role="search" aria-label="Find a record to merge" className="mt-3 flex gap-2">
                  <label htmlFor="merge-search" className="sr-only">
                    Name, e-mail or phone
                  </label>
                  <Input id="merge-search" name="merge" type="search" defaultValue={mergeQuery} />
                  <Button type="submit" variant="outline">
                    Find
                  </Button>
                </form>
                {candidates.length ? (
                  <ul className="mt-3 divide-y text-sm">
                    {candidates.map((c) => (
                      <li key={c.id} className="flex flex-col gap-2 py-2">
                        <span>
                          <Link href={`/admin/guests/${c.id}`} className="font-medium hover:underline">
                            {c.name || "Guest without a name"}
                          </Link>
                          <span className="block break-all text-muted-foreground">
                            {[c.email, c.phone].filter(Boolean).join(" · ")}
                          </span>
                        </span>
                        <GuestMergeButton
                          id={c.id}
                          intoId={guest.id}
                          label={c.name || "the other record"}
                          action={actions.merge}
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-sm text-muted-foreground">No other record found.</p>
                )}
              </TitledSection>
              {rights.erase ? (
                <TitledSection
                  id="guest-erase"
                  title="Erase on request"
                  description="When a guest asks to be forgotten. Export their data first if they asked for a copy."
                  card
                >
                  <div className="mt-3">
                    <GuestEraseButton id={guest.id} refusal={refusal} action={actions.erase} />
                  </div>
                </TitledSection>
              ) : null}
            </>
          )}
        </div>
      </div>
    </>
  );
}
