import { CalendarDays, Mail, MessageSquare, PartyPopper, Sparkles } from "lucide-react";
import Link from "next/link";
import { connection } from "next/server";
import { DEFAULT_INBOX_FILTER, StatusBadge, inboxQueryString } from "@/features/enquiries";
import {
  laterRequests,
  latestActivity,
  newEnquiryCounts,
  notYetConfirmedByGuest,
  upcomingReservations,
  DASHBOARD_REFRESH_MS,
  UPCOMING_DAYS,
  type ActivityItem,
  type EnquiryType,
  type UpcomingReservation,
} from "@/features/dashboard/dashboard-queries";
import { formatCalendarDate, formatLondonClock, formatLondonRecent, londonNow } from "@/lib/time/london";
import {
  getOpeningHours,
  formatTime12,
  type HoursGroup,
  type TodayHours,
  WeekHoursList,
  type WeekHoursLook,
} from "@/features/opening-times";
import { roleMay, type StaffRole } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import { failedEmails } from "@/features/outbox";
import type { RetryEmailAction } from "@/features/outbox/client";
import { CardUnavailable, DashboardCard, EmptyState } from "./dashboard-card";
import { FailedEmailsCard } from "./failed-emails";
import { partyForStaff } from "@/lib/forms/field-lists";

const TYPE_CARDS: Record<EnquiryType, { label: string; icon: typeof Mail }> = {
  reservation: { label: "Reservations", icon: CalendarDays },
  event: { label: "Event enquiries", icon: PartyPopper },
  contact: { label: "Messages", icon: MessageSquare },
  newsletter: { label: "Newsletter sign-ups", icon: Mail },
};

/** Settles each read on its own, so one failing query empties one card, not the page. */
async function attempt<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    console.error(`[dashboard] failed to load ${what}`, err);
    return null;
  }
}

/** Everything on the dashboard that changes: read fresh on every render (and every live refresh). */
export async function DashboardOverview({
  role,
  retryOutboxEmail,
}: {
  role: StaffRole;
  retryOutboxEmail: RetryEmailAction;
}) {
  await connection();
  const now = new Date();
  const today = londonNow(now).date;
  const guests = roleMay(role, "guests.read");
  const [counts, upcoming, later, activity, hours, failed, unanswered] = await Promise.all([
    guests ? attempt("enquiry counts", async () => newEnquiryCounts(await getDb())) : null,
    guests ? attempt("reservations", async () => upcomingReservations(await getDb(), today)) : null,
    guests ? attempt("later requests", async () => laterRequests(await getDb(), today)) : null,
    roleMay(role, "activity.read") ? attempt("activity", async () => latestActivity(await getDb(), 8)) : null,
    getOpeningHours(),
    roleMay(role, "mail.read") ? attempt("failed e-mails", async () => failedEmails(await getDb())) : null,
    guests ? attempt("guest confirmations", async () => notYetConfirmedByGuest(await getDb(), today)) : null,
  ]);
  if (!guests) {
    return (
      <DashboardCard id="today" title="Today’s hours" link={{ href: "/admin/opening-times", label: "Edit hours" }}>
        {hours ? (
          <TodayHoursPanel today={hours.today} groups={hours.groups} date={today} />
        ) : (
          <CardUnavailable what="today’s hours" />
        )}
      </DashboardCard>
    );
  }

  return (
    <div className="space-y-6">
      {failed ? <FailedEmailsCard failed={failed} retry={retryOutboxEmail} /> : null}
      <section aria-labelledby="new-enquiries-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="new-enquiries-heading" className="font-display text-xl leading-tight font-semibold text-foreground">
            New enquiries
          </h2>
          <p className="text-xs text-muted-foreground">
            Updated <time dateTime={now.toISOString()}>{formatLondonClock(now)}</time>, and every{" "}
            {Math.round(DASHBOARD_REFRESH_MS / 1000)} seconds while this page is open
          </p>
        </div>
        {counts ? <EnquiryCounts counts={counts} /> : <CardUnavailable what="the new enquiries" />}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <DashboardCard
          id="upcoming"
          title="Reservation requests"
          description={`Today and the next ${UPCOMING_DAYS - 1} days`}
          link={{ href: "/admin/reservations", label: "Today’s book" }}
          className="lg:col-span-2"
        >
          {unanswered ? (
            <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <Link href="/admin/reservations" className="font-medium underline-offset-4 hover:underline">
                {unanswered === 1 ? "1 confirmed booking today is" : `${unanswered} confirmed bookings today are`} not
                yet confirmed by the guest
              </Link>
            </p>
          ) : null}
          {upcoming ? <UpcomingList upcoming={upcoming} /> : <CardUnavailable what="the reservation requests" />}
          {later && later.count > 0 ? <LaterRequests later={later} /> : null}
        </DashboardCard>
        <DashboardCard
          id="today"
          title="Today’s hours"
          link={roleMay(role, "content.edit") ? { href: "/admin/opening-times", label: "Edit hours" } : undefined}
        >
          {hours ? (
            <TodayHoursPanel today={hours.today} groups={hours.groups} date={today} />
          ) : (
            <CardUnavailable what="today’s hours" />
          )}
        </DashboardCard>
      </div>

      {roleMay(role, "activity.read") ? (
        <DashboardCard id="activity" title="Latest activity" link={{ href: "/admin/activity", label: "View all" }}>
          {activity ? <ActivityList items={activity} now={now} /> : <CardUnavailable what="the latest activity" />}
        </DashboardCard>
      ) : null}
    </div>
  );
}

function EnquiryCounts({ counts }: { counts: Record<EnquiryType, number> }) {
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {(Object.keys(TYPE_CARDS) as EnquiryType[]).map((type) => {
        const { label, icon: Icon } = TYPE_CARDS[type];
        const n = counts[type];
        return (
          <li key={type}>
            <Link
              href={
                type === "newsletter"
                  ? `/admin/enquiries?type=newsletter`
                  : `/admin/enquiries?type=${type}&status=${initialStatus(type)}`
              }
              aria-label={`${label}: ${n} ${type === "newsletter" ? "this week" : "new"}`}
              className="group flex h-full flex-col rounded-lg border bg-card p-4 transition-colors hover:border-gold/70 hover:bg-accent/40"
            >
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <Icon className="size-4 shrink-0 text-gold-deep" aria-hidden="true" />
                {label}
              </span>
              <span className="mt-2 flex items-baseline gap-1.5">
                <span
                  className={
                    n > 0
                      ? "text-3xl leading-none font-semibold text-foreground tabular-nums"
                      : "text-3xl leading-none text-muted-foreground tabular-nums"
                  }
                >
                  {n}
                </span>
                <span className="text-sm text-muted-foreground">
                  {type === "newsletter" ? "this week" : n > 0 ? "new" : "nothing new"}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function UpcomingList({ upcoming }: { upcoming: { rows: UpcomingReservation[]; total: number } }) {
  if (upcoming.rows.length === 0) {
    return (
      <EmptyState>
        No reservation requests for the coming week yet. New requests from the website appear here.
      </EmptyState>
    );
  }
  const more = upcoming.total - upcoming.rows.length;
  return (
    <>
      <ul className="-my-2 divide-y" aria-label="Reservation requests">
        {upcoming.rows.map((r) => {
          const guests = partyForStaff(r.guests, r.guestsAtLeast);
          return (
            <li key={r.id}>
              <Link
                href={`/admin/enquiries/${r.id}`}
                className="-mx-2 grid grid-cols-[6rem_1fr_auto] items-center gap-x-3 rounded-md px-2 py-2.5 transition-colors hover:bg-accent/40 sm:grid-cols-[8rem_1fr_auto]"
              >
                <span className="text-sm tabular-nums">
                  <span className="block font-medium text-foreground">{formatCalendarDate(r.date)}</span>
                  {r.time ? (
                    <span className="block text-muted-foreground">
                      <span className="sr-only">, </span>
                      {formatTime12(r.time)}
                    </span>
                  ) : null}
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm text-foreground">{r.name}</span>
                  {guests ? <span className="block text-xs text-muted-foreground">{guests}</span> : null}
                </span>
                <StatusBadge status={r.status} />
              </Link>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          And {more} more.{" "}
          <Link
            href="/admin/enquiries?type=reservation"
            className="font-medium text-gold-deep underline-offset-4 hover:underline"
          >
            See every reservation
          </Link>
        </p>
      ) : null}
    </>
  );
}

function LaterRequests({ later }: { later: { from: string; count: number } }) {
  const href = `/admin/enquiries${inboxQueryString(DEFAULT_INBOX_FILTER, {
    type: "reservation",
    status: initialStatus("reservation"),
    bookedFrom: later.from,
    sort: "date",
    dir: "asc",
  })}`;
  return (
    <p className="mt-4 border-t pt-3 text-sm text-muted-foreground">
      Further ahead:{" "}
      <Link href={href} className="font-medium text-gold-deep underline underline-offset-4 hover:text-foreground">
        {later.count === 1 ? "1 request" : `${later.count} requests`} from {formatCalendarDate(later.from)} on
      </Link>
    </p>
  );
}

const DASHBOARD_WEEK: WeekHoursLook = {
  list: "mt-1 text-xs",
  row: "flex justify-between gap-4 py-0.5",
  day: "text-muted-foreground",
  hours: () => "text-right text-foreground tabular-nums",
};

function TodayHoursPanel({ today, groups, date }: { today: TodayHours; groups: HoursGroup[]; date: string }) {
  return (
    <div>
      <p className="text-sm text-muted-foreground">{formatCalendarDate(date)}</p>
      {/* One line per opening period: "12pm – 3pm" above "5pm – 11pm". */}
      <p
        className={
          today.closed
            ? "mt-1 text-2xl font-semibold text-muted-foreground"
            : "mt-1 text-2xl font-semibold text-foreground tabular-nums"
        }
      >
        {today.text.split(", ").map((period, i) => (
          <span key={i} className="block">
            {i > 0 ? <span className="sr-only">, </span> : null}
            {period}
          </span>
        ))}
      </p>
      {today.source === "special" ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-foreground">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden="true" />
          <span>Special hours today{today.note ? `: ${today.note}` : ""}</span>
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Usual weekly hours{today.note ? `: ${today.note}` : ""}</p>
      )}
      <p className="mt-4 border-t pt-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        The usual week
      </p>
      <WeekHoursList groups={groups} shortDays look={DASHBOARD_WEEK} />
    </div>
  );
}

function ActivityList({ items, now }: { items: ActivityItem[]; now: Date }) {
  if (items.length === 0) {
    return <EmptyState>No changes yet. Every change made in the admin area will be listed here.</EmptyState>;
  }
  return (
    <ol className="-my-2 divide-y" aria-label="Latest changes">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
          <time
            dateTime={item.createdAt.toISOString()}
            className="shrink-0 text-xs text-muted-foreground tabular-nums sm:w-32"
          >
            {formatLondonRecent(item.createdAt, now)}
          </time>
          <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere] text-foreground">{item.summary}</span>
          <span className="min-w-0 truncate text-xs text-muted-foreground sm:max-w-[16rem]" title={item.actorEmail}>
            {item.actorEmail}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function DashboardOverviewSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div>
        <div className="mb-3 h-6 w-40 animate-pulse rounded bg-muted" />
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-[98px] animate-pulse rounded-lg border bg-card" />
          ))}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="h-64 animate-pulse rounded-lg border bg-card lg:col-span-2" />
        <div className="h-64 animate-pulse rounded-lg border bg-card" />
      </div>
      <div className="h-80 animate-pulse rounded-lg border bg-card" />
    </div>
  );
}
