import type { ReactNode } from "react";
import { SiteLink } from "@/components/site/shell/site-link";
import { formatTime12 } from "@/lib/time/clock";
import { formatLongCalendarDate } from "@/lib/time/london";
import type { ContactView } from "@/features/settings/client";
import { CallUs, GuestBookingShell } from "./guest-booking-view";
import { partyInWords } from "@/lib/forms/field-lists";

export interface OfferFacts {
  date: string;
  time: string;
  party: number;
  /** "9:15pm on Friday 27 November 2026" */
  deadline: string | null;
}

export type OfferPageState =
  | { kind: "invalid" }
  | { kind: "open"; offer: OfferFacts; failed: boolean }
  | { kind: "accepted"; offer: OfferFacts; justNow: boolean }
  | { kind: "expired"; offer: OfferFacts }
  | { kind: "gone"; offer: OfferFacts }
  | { kind: "waiting"; offer: OfferFacts };

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <GuestBookingShell title={title} eyebrow="Your waitlist table">
      {children}
    </GuestBookingShell>
  );
}

function Details({ offer }: { offer: OfferFacts }) {
  const rows: [string, string][] = [
    ["Date", formatLongCalendarDate(offer.date)],
    ["Time", formatTime12(offer.time)],
    ["Party", partyInWords(offer.party)],
  ];
  return (
    <dl className="mt-10 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-base">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-xs font-medium tracking-[0.2em] text-muted-ivory uppercase sm:pt-1">{label}</dt>
          <dd className="text-ivory">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const text = "mt-8 text-lg leading-relaxed text-muted-ivory";

/** A page with nothing to press: what happened, the table asked for, and the way back. */
function Notice({
  title,
  offer,
  status = false,
  children,
}: {
  title: string;
  offer?: OfferFacts;
  status?: boolean;
  children: ReactNode;
}) {
  return (
    <Shell title={title}>
      <p role={status ? "status" : undefined} className={text}>
        {children}
      </p>
      {offer ? <Details offer={offer} /> : null}
      <SiteLink href="/reservations" className="btn-outline mt-10">
        Back to reservations
      </SiteLink>
    </Shell>
  );
}

function StillWaiting({ contact }: { contact: ContactView }) {
  return (
    <>
      You are still on our waitlist, and we will e-mail you if another table frees up. To talk it through, call us on{" "}
      <CallUs contact={contact} />.
    </>
  );
}

/** The page an offer's e-mail opens. Only the button posts; opening it (a mail scanner does) changes nothing. */
export function WaitlistOfferView({
  state,
  contact,
  action,
}: {
  state: OfferPageState;
  contact: ContactView;
  action: string;
}) {
  switch (state.kind) {
    case "invalid":
      return (
        <Notice title="This link does not work">
          The link is incomplete or was not made by us, so it opens no table. Please use the button in your latest
          e-mail from us, or call us on <CallUs contact={contact} /> and we will gladly help.
        </Notice>
      );
    case "open":
      return (
        <Shell title="A table is free for you">
          {state.failed ? (
            <p role="alert" className="mt-8 border border-[#e8a093]/60 bg-ink/60 p-4 text-parchment">
              Something went wrong and nothing was changed. Please try again, or call us on <CallUs contact={contact} />
              .
            </p>
          ) : null}
          <p className={text}>
            A table has come free at the time you were waiting for.
            {state.offer.deadline ? ` It is yours to accept until ${state.offer.deadline}.` : null}
          </p>
          <Details offer={state.offer} />
          <form method="post" action={action} className="mt-10 flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-gold">
              Accept this table
            </button>
            <span className="text-sm text-muted-ivory">Your booking is confirmed at once.</span>
          </form>
        </Shell>
      );
    case "accepted":
      return (
        <Shell title="Your table is confirmed">
          <p role="status" className="mt-8 border border-gold/50 bg-ink/60 p-4 text-parchment">
            {state.justNow
              ? "Thank you: your table is booked. We have e-mailed you the confirmation with a calendar invitation."
              : "You have already accepted this table: it is booked for you."}
          </p>
          <Details offer={state.offer} />
          <p className={text}>
            The confirmation e-mail has a link to manage your booking. We look forward to welcoming you.
          </p>
        </Shell>
      );
    case "expired":
      return (
        <Notice title="This offer has lapsed" offer={state.offer}>
          We are sorry: we could only hold this table for a short while, and the time to accept it has passed.{" "}
          <StillWaiting contact={contact} />
        </Notice>
      );
    case "gone":
      return (
        <Notice title="This table has just been taken" offer={state.offer} status>
          We are sorry: the table was booked a moment before you accepted, so we could not confirm it.{" "}
          <StillWaiting contact={contact} />
        </Notice>
      );
    case "waiting":
      return (
        <Notice title="You are on the waitlist" offer={state.offer}>
          No table is on offer for you at the moment. We will e-mail you if one frees up, with a button to accept it.
        </Notice>
      );
  }
}
