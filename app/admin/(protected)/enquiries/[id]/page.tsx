import { Mail, Phone } from "lucide-react";
import type { Metadata } from "next";
import { DetailFact, DetailHeader } from "@/components/admin/detail-page";
import { EnquiryDeleteButton } from "@/app/admin/(protected)/enquiries/enquiry-delete-button";
import { EnquiryAnswer } from "@/app/admin/(protected)/enquiries/enquiry-answer";
import { EnquiryEmails } from "@/app/admin/(protected)/enquiries/enquiry-emails";
import { StatusBadge, TypeLabel } from "@/app/admin/(protected)/enquiries/enquiry-badges";
import { EnquiryNoteForm } from "@/app/admin/(protected)/enquiries/enquiry-note-form";
import { EnquiryStatusControl } from "@/app/admin/(protected)/enquiries/enquiry-status-control";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { mailConfig } from "@/lib/email/delivery";
import { composerOptionsFor } from "@/lib/email/guest-mail";
import { emailsForEnquiry } from "@/lib/email/outbox-queries";
import { inboxQueryString, parseInboxParams, readParam } from "@/lib/enquiries/inbox-params";
import { getEnquiry } from "@/lib/enquiries/inbox-queries";
import {
  TYPE_LABELS,
  enquiryRef,
  eventTypeLabel,
  serviceStyleLabel,
  type EnquiryStatus,
  type EnquiryType,
} from "@/lib/enquiries/labels";
import { statusesOffered } from "@/lib/enquiries/statuses";
import { formatCalendarDate, formatClockTime, formatLondonDateTime, londonDateOf } from "@/lib/time/london";
import { retryOutboxEmail } from "../../outbox/actions";
import { deleteEnquiry, sendEnquiryEmail, saveEnquiryNote, changeEnquiryStatus } from "../actions";

export const metadata: Metadata = { title: "Enquiry" };

/** The statuses every enquiry had before migration 0008. */
const LEGACY_LABELS: Record<string, string> = { new: "New", in_progress: "In progress", closed: "Closed" };

const Field = ({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) => (
  <DetailFact label={label} className={wide ? "sm:col-span-2" : undefined}>
    {children ?? <span className="text-muted-foreground">Not given</span>}
  </DetailFact>
);

export default async function EnquiryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  // Only our own filter parameters survive the trip back: the link can never point elsewhere.
  const backHref = `/admin/enquiries${inboxQueryString(parseInboxParams(new URLSearchParams(readParam(query, "list") ?? "")))}`;
  const db = await getDb();
  const enquiry = await getEnquiry(db, id);

  const back = { href: backHref, label: "Back to enquiries" };
  if (!enquiry)
    return (
      <DetailHeader
        back={back}
        title="Enquiry not found"
        description="It may have been deleted, or the link is incomplete."
      />
    );

  const [emails, composer] = await Promise.all([
    emailsForEnquiry(db, enquiry.id),
    enquiry.email ? composerOptionsFor(db, enquiry, mailConfig()) : [],
  ]);
  const type = enquiry.formType as EnquiryType;
  const status = enquiry.status as EnquiryStatus;
  const isBooking = type === "reservation" || type === "event";

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
        </div>
      </DetailHeader>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]">
        <section aria-labelledby="enquiry-details" className="self-start rounded-lg border bg-card p-5">
          <h2 id="enquiry-details" className="mb-4 font-display text-xl font-semibold">
            Details
          </h2>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="Name">{enquiry.name}</Field>
            <Field label="Email">
              {enquiry.email ? (
                <a
                  href={`mailto:${enquiry.email}`}
                  className="inline-flex items-center gap-1.5 break-all text-foreground underline underline-offset-4 hover:text-gold-deep"
                >
                  <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                  {enquiry.email}
                </a>
              ) : null}
            </Field>
            {type !== "newsletter" ? (
              <Field label="Phone">
                {enquiry.phone ? (
                  <a
                    href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                    className="inline-flex items-center gap-1.5 text-foreground underline underline-offset-4 hover:text-gold-deep"
                  >
                    <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                    {enquiry.phone}
                  </a>
                ) : null}
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
                <Field label="Guests">{enquiry.guests ?? null}</Field>
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
        </section>

        <div className="space-y-6">
          <EnquiryAnswer
            id={enquiry.id}
            name={enquiry.name}
            email={enquiry.email}
            options={composer}
            send={sendEnquiryEmail}
          />
          <section aria-labelledby="enquiry-status" className="rounded-lg border bg-card p-5">
            <h2 id="enquiry-status" className="mb-1 font-display text-xl font-semibold">
              Status
            </h2>
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
              offered={statusesOffered(type, status, enquiry.preferredDate, londonDateOf(new Date()))}
              action={changeEnquiryStatus}
            />
          </section>
          <EnquiryEmails emails={emails} retry={retryOutboxEmail} />
          <div className="rounded-lg border bg-card p-5">
            <EnquiryNoteForm
              key={enquiry.internalNote ?? ""}
              id={enquiry.id}
              note={enquiry.internalNote}
              action={saveEnquiryNote}
            />
          </div>
          <section aria-labelledby="enquiry-erase" className="rounded-lg border border-destructive/30 bg-card p-5">
            <h2 id="enquiry-erase" className="mb-1 font-display text-xl font-semibold">
              Delete
            </h2>
            <p className="mb-4 text-sm text-muted-foreground">
              When a guest asks us to erase their details, delete the enquiry here.
            </p>
            <EnquiryDeleteButton id={enquiry.id} guestName={enquiry.name} backHref={backHref} action={deleteEnquiry} />
          </section>
        </div>
      </div>
    </>
  );
}
