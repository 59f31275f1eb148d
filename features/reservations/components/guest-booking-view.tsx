import type { ReactNode } from "react";
import { SiteLink } from "@/components/site/shell/site-link";
import { AddressLines } from "@/components/site/contact/address-lines";
import { Field, Select, TextArea, TextInput } from "@/components/forms/form-ui";
import type { Enquiry } from "@/lib/db/schema";
import { bookableDates, guestsLabel, RESERVATION_GUESTS, type Clock, partyInWords } from "@/lib/forms/field-lists";
import { formatTime12 } from "@/lib/time/clock";
import { formatLongCalendarDate } from "@/lib/time/london";
import type { ContactView } from "@/features/settings";
import { slotLabel } from "../booking-slots";
import type { GuestIntent } from "../guest-booking";

export interface GuestBookingQuery {
  done?: string;
  intent?: string;
  answer?: string;
  failed?: boolean;
  values: Record<string, string>;
}

export interface GuestBookingViewProps {
  token: string;
  booking: Enquiry;
  intents: GuestIntent[];
  contact: ContactView;
  times: string[];
  clock: Clock;
  query: GuestBookingQuery;
  fieldErrors: Record<string, string>;
}

const STATUS_TEXT: Partial<Record<Enquiry["status"], string>> = {
  requested: "Requested: we will confirm it by e-mail",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  declined: "We could not offer this table",
  seated: "Seated",
  no_show: "Missed",
};

/** The frame of every page a guest opens from a link in our e-mails. */
export function GuestBookingShell({
  title,
  eyebrow = "Your booking",
  children,
}: {
  title: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="display mt-4 text-4xl text-ivory sm:text-5xl">{title}</h1>
      <div className="gold-rule mt-8" aria-hidden="true" />
      {children}
    </section>
  );
}

export function CallUs({ contact }: { contact: ContactView }) {
  return (
    <a href={contact.phoneHref} className="text-gold underline underline-offset-4">
      {contact.phone}
    </a>
  );
}

export function BookingLinkRefused({ kind, contact }: { kind: "invalid" | "expired"; contact: ContactView }) {
  return kind === "expired" ? (
    <GuestBookingShell title="This link has expired">
      <p className="mt-8 text-lg text-muted-ivory">
        A booking&apos;s link works until the end of the day of the booking. If you would like to book again, we would
        love to see you: request a table or call us on <CallUs contact={contact} />.
      </p>
      <SiteLink href="/reservations" className="btn-gold mt-10">
        Request a table
      </SiteLink>
    </GuestBookingShell>
  ) : (
    <GuestBookingShell title="This link does not work">
      <p className="mt-8 text-lg text-muted-ivory">
        The link is incomplete or was not made by us, so it opens no booking. Please use the link in your latest e-mail
        from us, or call us on <CallUs contact={contact} /> and we will gladly help.
      </p>
      <SiteLink href="/" className="btn-outline mt-10">
        Return Home
      </SiteLink>
    </GuestBookingShell>
  );
}

function doneNotice(done: string | undefined, booking: Enquiry, contact: ContactView, failed: boolean) {
  if (failed)
    return {
      tone: "error" as const,
      text: (
        <>
          Something went wrong and nothing was changed. Please try again, or call us on <CallUs contact={contact} />.
        </>
      ),
    };
  switch (done) {
    case "cancel":
      return { tone: "ok" as const, text: <>Your booking is cancelled. We hope to welcome you another time.</> };
    case "change":
      return {
        tone: "ok" as const,
        text:
          booking.status === "requested" ? (
            <>We have your new date, time and party. We will confirm the change by e-mail.</>
          ) : (
            <>Your booking is changed.</>
          ),
      };
    case "unchanged":
      return { tone: "ok" as const, text: <>Nothing changed: those are your booking&apos;s details already.</> };
    case "note":
      return { tone: "ok" as const, text: <>Thank you: we have added your note to the booking.</> };
    case "coming":
      return { tone: "ok" as const, text: <>Thank you for letting us know. We look forward to seeing you.</> };
    case "refused":
      return {
        tone: "error" as const,
        text: (
          <>
            This booking can no longer be changed here. Please call us on <CallUs contact={contact} />.
          </>
        ),
      };
    default:
      return null;
  }
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-ivory/15 pt-10">
      <h2 id={id} className="display text-2xl text-ivory sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One of the guest's choices, posted to the booking's page with what they mean to do. */
function IntentForm({ intent, children, ...form }: React.ComponentProps<"form"> & { intent: string }) {
  return (
    <form method="post" {...form}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

interface InputWiring {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string;
}

/** A required field of a guest's form: its label, its input (given its id, name and error links) and its error. */
function GuestField({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: Record<string, string>;
  children: (input: InputWiring) => React.ReactNode;
}) {
  const id = `booking-${name}`;
  const errorId = `${id}-error`;
  return (
    <Field field={{ id, errorId, error: errors[name] }} label={label} required>
      {children({ id, name, "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errorId })}
    </Field>
  );
}

export function GuestBookingView(props: GuestBookingViewProps) {
  const { token, booking, intents, contact, query, fieldErrors } = props;
  const action = `/api/booking/${encodeURIComponent(token)}`;
  const notice = doneNotice(query.done, booking, contact, Boolean(query.failed));
  const time = booking.preferredTime?.slice(0, 5) ?? "";
  const details: [string, string][] = [
    ["Name", booking.name],
    ["Date", booking.preferredDate ? formatLongCalendarDate(booking.preferredDate) : ""],
    ["Time", time ? formatTime12(time) : ""],
    ["Party", booking.guests != null ? partyInWords(booking.guests) : ""],
    ["Status", STATUS_TEXT[booking.status] ?? booking.status],
  ];
  if (booking.guestConfirmedAt && booking.status === "confirmed") details.push(["You told us", "You are coming"]);
  const changing = query.intent === "change";
  const changeValues = changing
    ? query.values
    : { date: booking.preferredDate ?? "", time, guests: booking.guests ? String(Math.min(booking.guests, 9)) : "" };
  const guestsValue = changeValues.guests === "9" ? "9+" : (changeValues.guests ?? "");
  const dates = bookableDates("reservation", props.clock);
  const confirmingCancel = query.answer === "cancel" && intents.includes("cancel");

  return (
    <GuestBookingShell
      title={booking.status === "cancelled" ? "Your booking is cancelled" : `Your table at 47 Restaurant`}
    >
      {notice ? (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={
            notice.tone === "error"
              ? "mt-8 border border-[#e8a093]/60 bg-ink/60 p-4 text-parchment"
              : "mt-8 border border-gold/50 bg-ink/60 p-4 text-parchment"
          }
        >
          {notice.text}
        </p>
      ) : null}

      <dl className="mt-10 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-base">
        {details
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-xs font-medium tracking-[0.2em] text-muted-ivory uppercase sm:pt-1">{label}</dt>
              <dd className="text-ivory">{value}</dd>
            </div>
          ))}
      </dl>
      {booking.message ? (
        <div className="mt-6">
          <p className="text-xs font-medium tracking-[0.2em] text-muted-ivory uppercase">Notes</p>
          <p className="mt-2 whitespace-pre-line text-parchment">{booking.message}</p>
        </div>
      ) : null}

      {intents.includes("coming") ? (
        <IntentForm action={action} intent="coming" className="mt-10 flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-gold">
            I&apos;m coming
          </button>
          <span className="text-sm text-muted-ivory">Let us know you will be with us.</span>
        </IntentForm>
      ) : null}

      {confirmingCancel ? (
        <Panel title="Cancel your booking?" id="cancel-heading">
          <p className="mt-4 text-muted-ivory">
            We will free your table for other guests. This cannot be undone here: to book again, send a new request.
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <IntentForm action={action} intent="cancel">
              <button type="submit" className="btn-gold">
                Yes, cancel my booking
              </button>
            </IntentForm>
            <a href={`/booking/${encodeURIComponent(token)}`} className="btn-outline">
              Keep my booking
            </a>
          </div>
        </Panel>
      ) : null}

      {intents.includes("change") ? (
        <Panel title="Change the date, time or party" id="change-heading">
          <p className="mt-4 text-muted-ivory">
            {booking.status === "confirmed"
              ? "A change goes back to us to confirm, and we will e-mail you when it is."
              : "We will confirm your booking with its new details by e-mail."}
          </p>
          <IntentForm action={action} intent="change" className="mt-6 grid gap-6 sm:grid-cols-3" noValidate>
            <GuestField name="date" label="Date" errors={fieldErrors}>
              {(input) => (
                <TextInput
                  type="date"
                  {...input}
                  defaultValue={changeValues.date}
                  min={dates.min}
                  max={dates.max}
                  required
                />
              )}
            </GuestField>
            <GuestField name="time" label="Time" errors={fieldErrors}>
              {(input) => (
                <Select
                  {...input}
                  defaultValue={changeValues.time}
                  placeholder="Choose a time"
                  options={props.times.map((t) => ({ value: t, label: slotLabel(t) }))}
                  required
                />
              )}
            </GuestField>
            <GuestField name="guests" label="Guests" errors={fieldErrors}>
              {(input) => (
                <Select
                  {...input}
                  defaultValue={guestsValue}
                  placeholder="Number of guests"
                  options={RESERVATION_GUESTS.map((g) => ({ value: g, label: guestsLabel(g) }))}
                  required
                />
              )}
            </GuestField>
            <div className="sm:col-span-3">
              <button type="submit" className="btn-gold">
                Change my booking
              </button>
            </div>
          </IntentForm>
        </Panel>
      ) : null}

      {intents.includes("note") ? (
        <Panel title="Add a note" id="note-heading">
          <p className="mt-4 text-muted-ivory">An allergy, a birthday, a high chair: tell us and we will be ready.</p>
          <IntentForm action={action} intent="note" className="mt-6 grid gap-6" noValidate>
            <GuestField name="note" label="Your note" errors={fieldErrors}>
              {(input) => (
                <TextArea
                  {...input}
                  rows={4}
                  maxLength={1000}
                  defaultValue={query.intent === "note" ? query.values.note : ""}
                  required
                />
              )}
            </GuestField>
            <div>
              <button type="submit" className="btn-gold">
                Add note
              </button>
            </div>
          </IntentForm>
        </Panel>
      ) : null}

      {intents.includes("cancel") && !confirmingCancel ? (
        <Panel title="Can't make it?" id="cancel-heading">
          <p className="mt-4 text-muted-ivory">Let us know and we will free your table for other guests.</p>
          <a href={`/booking/${encodeURIComponent(token)}?answer=cancel#cancel-heading`} className="btn-outline mt-6">
            Cancel my booking
          </a>
        </Panel>
      ) : null}

      <Panel title="Find us" id="contact-heading">
        <address className="mt-4 text-parchment not-italic">
          <AddressLines lines={contact.addressLines} />
        </address>
        <p className="mt-4 text-muted-ivory">
          Questions, or plans that changed on the day? Call us on <CallUs contact={contact} />.
        </p>
      </Panel>
    </GuestBookingShell>
  );
}
