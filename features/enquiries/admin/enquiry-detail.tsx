import Link from "next/link";
import { ContactLink } from "@/components/admin/contact-link";
import { DetailFact, DetailHeader, RecordNotFound } from "@/components/admin/detail-page";
import { TitledSection } from "@/components/admin/titled-section";
import { emailsForEnquiry, mailConfig } from "@/features/outbox";
import { readSiteSettings } from "@/features/settings";
import { backToList } from "@/lib/admin/list-page";
import type { SearchParams } from "@/lib/routes/search-params";
import { getDb } from "@/lib/db";
import { partyForStaff } from "@/lib/forms/field-lists";
import { formatCalendarDate, formatClockTime, formatLondonDateTime, formatLongCalendarDate } from "@/lib/time/london";
import { attendanceRefusal, offeredStatuses } from "../attendance";
import { composerOptionsFor } from "../guest-mail";
import { inboxQueryString, parseInboxParams } from "../inbox-params";
import { getEnquiry } from "../inbox-queries";
import {
  TYPE_LABELS,
  enquiryRef,
  eventTypeLabel,
  serviceStyleLabel,
  type EnquiryStatus,
  type EnquiryType,
} from "../labels";
import { EnquiryAnswer } from "./enquiry-answer";
import { StatusBadge, TypeLabel } from "./enquiry-badges";
import { EnquiryDeleteButton } from "./enquiry-delete-button";
import { EnquiryEmails } from "./enquiry-emails";
import { EnquiryNoteForm } from "./enquiry-note-form";
import { EnquiryStatusControl } from "./enquiry-status-control";
import { GuestMarkBadge } from "./guest-mark-badge";
import { GuestGlanceBadges, readGuestGlances } from "@/features/guests";

/** The statuses every enquiry had before migration 0008. */
const LEGACY_LABELS: Record<string, string> = { new: "New", in_progress: "In progress", closed: "Closed" };

const LINK = "inline-flex text-foreground underline underline-offset-4 hover:text-gold-deep";

const Field = ({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) => (
  <DetailFact label={label} className={wide ? "sm:col-span-2" : undefined}>
    {children ?? <span className="text-muted-foreground">Not given</span>}
  </DetailFact>
);

type PropsOf<C extends (props: never) => unknown> = Parameters<C>[0];

/** The server actions the page binds, handed in by the route so this module loads none of them. */
export interface EnquiryDetailActions {
  send: PropsOf<typeof EnquiryAnswer>["send"];
  changeStatus: PropsOf<typeof EnquiryStatusControl>["action"];
  saveNote: PropsOf<typeof EnquiryNoteForm>["action"];
  /** Null where the staff member's role may not erase guests' data: the Delete part is not shown. */
  erase: PropsOf<typeof EnquiryDeleteButton>["action"] | null;
  retry: PropsOf<typeof EnquiryEmails>["retry"];
}

/** One enquiry for staff: its details, the reply composer, status, e-mails, note and (for those allowed) erasure. */
export async function EnquiryDetail({
  id,
  query,
  actions,
}: {
  id: string;
  query: Awaited<SearchParams>;
  actions: EnquiryDetailActions;
}) {
  const backHref = backToList("/admin/enquiries", query, parseInboxParams, inboxQueryString);
  const db = await getDb();
  const enquiry = await getEnquiry(db, id);

  const back = { href: backHref, label: "Back to enquiries" };
  if (!enquiry) return <RecordNotFound back={back} title="Enquiry not found" />;

  const [emails, composer, settings, glances] = await Promise.all([
    emailsForEnquiry(db, enquiry.id),
    enquiry.email ? composerOptionsFor(db, enquiry, mailConfig()) : [],
    readSiteSettings(db),
    readGuestGlances(db, enquiry.guestId ? [enquiry.guestId] : []),
  ]);
  const glance = enquiry.guestId ? glances.get(enquiry.guestId) : undefined;
  const type = enquiry.formType as EnquiryType;
  const status = enquiry.status as EnquiryStatus;
  const isBooking = type === "reservation" || type === "event";
  const now = new Date();
  const booked = { date: enquiry.preferredDate, time: enquiry.preferredTime };
  const grace = settings.bookings.noShowGraceMinutes;
  const offered = offeredStatuses(type, status, booked, now, grace);
  const attendanceWaits =
    type === "reservation"
      ? (["seated", "no_show"] as const).flatMap((s) =>
          s === status || offered.includes(s) ? [] : [attendanceRefusal(s, booked, now, grace) ?? []].flat(),
        )
      : [];

  return (
    <>
      <DetailHeader
        back={back}
        title={enquiry.name}
        description={`${TYPE_LABELS[type]} enquiry received ${formatLondonDateTime(enquiry.createdAt)} · ref ${enquiryRef(enquiry.id)}`}
      >
        <div className="flex items-center gap-2">
          <TypeLabel type={type} />
          <StatusBadge status={status} />
          <GuestMarkBadge facts={enquiry} showDetail />
        </div>
      </DetailHeader>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]">
        <TitledSection id="enquiry-details" title="Details" card className="self-start" headingClassName="mb-4">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="Name">{enquiry.name}</Field>
            {glance ? (
              <Field label="Guest" wide>
                <GuestGlanceBadges glance={glance} className="block" />
                <Link href={`/admin/guests/${enquiry.guestId}`} className={`mt-1 inline-block text-sm ${LINK}`}>
                  Open in the guest book
                </Link>
              </Field>
            ) : null}
            <Field label="Email">
              {enquiry.email ? (
                <ContactLink kind="email" value={enquiry.email} className={`break-all ${LINK}`} />
              ) : null}
            </Field>
            {type !== "newsletter" ? (
              <Field label="Phone">
                {enquiry.phone ? <ContactLink kind="phone" value={enquiry.phone} className={LINK} /> : null}
              </Field>
            ) : null}
            {isBooking ? (
              <>
                <Field label={type === "reservation" ? "Reservation date" : "Event date"}>
                  {enquiry.preferredDate ? formatCalendarDate(enquiry.preferredDate, { year: true }) : null}
                </Field>
                {type === "reservation" ? (
                  <Field label="Time">{enquiry.preferredTime ? formatClockTime(enquiry.preferredTime) : null}</Field>
                ) : null}
                <Field label="Guests">{partyForStaff(enquiry.guests, enquiry.guestsAtLeast)}</Field>
              </>
            ) : null}
            {type === "event" ? (
              <>
                <Field label="Event type">{eventTypeLabel(enquiry.eventType)}</Field>
                <Field label="Service style">{serviceStyleLabel(enquiry.serviceStyle)}</Field>
              </>
            ) : null}
            {type !== "newsletter" ? (
              <Field label={type === "contact" ? "Message" : "Notes"} wide>
                {enquiry.message ? <p className="whitespace-pre-wrap">{enquiry.message}</p> : null}
              </Field>
            ) : null}
            <Field label="Sent from">{enquiry.sourcePage}</Field>
            <Field label="Received">{formatLondonDateTime(enquiry.createdAt)}</Field>
            {enquiry.handledBy ? (
              <Field label="Handled by" wide>
                {enquiry.handledBy}
                {enquiry.handledAt ? `, ${formatLondonDateTime(enquiry.handledAt)}` : ""}
              </Field>
            ) : null}
          </dl>
        </TitledSection>

        <div className="space-y-6">
          <EnquiryAnswer
            id={enquiry.id}
            name={enquiry.name}
            email={enquiry.email}
            options={composer}
            send={actions.send}
            message={
              enquiry.message?.trim()
                ? {
                    label: type === "contact" ? `${enquiry.name}’s message` : `${enquiry.name}’s notes`,
                    text: enquiry.message,
                    received: formatLondonDateTime(enquiry.createdAt),
                  }
                : null
            }
          />
          <TitledSection id="enquiry-status" title="Status" card headingClassName="mb-1">
            <p className="mb-4 flex items-center gap-2 text-sm text-muted-foreground">
              Currently <StatusBadge status={status} />
            </p>
            <p className="mb-3 text-sm text-muted-foreground">
              These buttons change the status without e-mailing the guest, for what was settled by phone or in person.
            </p>
            {enquiry.legacyStatus ? (
              <p className="mb-4 text-sm text-muted-foreground">
                Before statuses were set per kind of enquiry, this one was marked “
                {LEGACY_LABELS[enquiry.legacyStatus] ?? enquiry.legacyStatus}”.
              </p>
            ) : null}
            <EnquiryStatusControl
              id={enquiry.id}
              offered={offered}
              action={actions.changeStatus}
              booking={
                type === "reservation"
                  ? {
                      guests: enquiry.guests,
                      when: [
                        enquiry.preferredDate ? formatLongCalendarDate(enquiry.preferredDate) : null,
                        enquiry.preferredTime ? formatClockTime(enquiry.preferredTime) : null,
                      ]
                        .filter(Boolean)
                        .join(" at "),
                    }
                  : null
              }
            />
            {attendanceWaits.map((wait) => (
              <p key={wait} className="mt-3 text-sm text-muted-foreground">
                {wait}
              </p>
            ))}
          </TitledSection>
          <EnquiryEmails emails={emails} retry={actions.retry} />
          <div className="rounded-lg border bg-card p-5">
            <EnquiryNoteForm
              key={enquiry.internalNote ?? ""}
              id={enquiry.id}
              note={enquiry.internalNote}
              action={actions.saveNote}
            />
          </div>
          {actions.erase ? (
            <TitledSection
              id="enquiry-erase"
              title="Delete"
              card
              className="border-destructive/30"
              headingClassName="mb-1"
            >
              <p className="mb-4 text-sm text-muted-foreground">
                When a guest asks us to erase their details, delete the enquiry here.
              </p>
              <EnquiryDeleteButton
                id={enquiry.id}
                guestName={enquiry.name}
                backHref={backHref}
                action={actions.erase}
              />
            </TitledSection>
          ) : null}
        </div>
      </div>
    </>
  );
}
