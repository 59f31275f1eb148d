import type { Database } from "@/lib/db/client";
import { enquiries, guests, type NewEnquiry } from "@/lib/db/schema";
import { addDays, londonDateOf } from "@/lib/time/london";

/** A newsletter sign-up from the site's form, and when the guest left again, if they did. */
interface DemoSignUp {
  daysAgo: number;
  unsubscribedDaysAgo?: number;
}

interface DemoGuest {
  name: string;
  /** Stored as the guest book normalises them: lower-case e-mail, phone digits only. */
  email: string | null;
  phone: string;
  shownPhone: string;
  notes: string;
  tags: string[];
  /** Past visits: days ago, party, status; then any other enquiry. */
  visits: [daysAgo: number, party: number, status: "seated" | "no_show"][];
  others?: Omit<NewEnquiry, "name" | "email" | "phone" | "guestId">[];
  byPhone?: boolean;
  newsletter?: DemoSignUp;
}

/** Guests the restaurant knows only from the newsletter's sign-up form. */
interface DemoSubscriber {
  name: string;
  email: string;
  tags: string[];
  newsletter: DemoSignUp;
}

const DEMO_GUESTS: DemoGuest[] = [
  {
    name: "Ayesha Khan",
    email: "ayesha.khan@example.com",
    phone: "07700900123",
    shownPhone: "07700 900123",
    notes: "Likes the quiet corner by the window. Usually orders the lamb karahi.",
    tags: ["allergy:sesame", "regular", "custom:quiet corner"],
    visits: [
      [160, 4, "seated"],
      [118, 4, "seated"],
      [75, 2, "no_show"],
      [41, 4, "seated"],
      [12, 6, "seated"],
    ],
    newsletter: { daysAgo: 150 },
    others: [
      {
        formType: "contact",
        status: "replied",
        message: "Could you do a small cake for my mother's birthday next time? Thank you.",
        sourcePage: "contact",
      },
    ],
  },
  {
    name: "Imran Siddiqui",
    email: "imran.siddiqui@example.com",
    phone: "07700900321",
    shownPhone: "07700 900321",
    notes: "Hosts his firm's dinners. Prefers a call to an e-mail.",
    tags: ["vip", "dietary:vegetarian"],
    visits: [
      [90, 8, "seated"],
      [30, 2, "seated"],
    ],
    newsletter: { daysAgo: 95 },
    others: [
      {
        formType: "event",
        status: "confirmed",
        message: "Team dinner for around thirty, vegetarian options needed.",
        eventType: "corporate",
        serviceStyle: "buffet",
        guests: 30,
        sourcePage: "events",
      },
    ],
  },
  {
    name: "Zara Ahmed",
    email: null,
    phone: "07700900456",
    shownPhone: "07700 900456",
    notes: "",
    tags: [],
    visits: [[20, 3, "seated"]],
    byPhone: true,
  },
];

// Spread over the months before and after the demo newsletter sent a fortnight ago (seed/newsletter.ts):
// one signed up since, one received it and has unsubscribed since.
const DEMO_SUBSCRIBERS: DemoSubscriber[] = [
  {
    name: "Hannah Price",
    email: "hannah.price@example.com",
    tags: ["dietary:vegetarian"],
    newsletter: { daysAgo: 60 },
  },
  {
    name: "Omar Farooq",
    email: "omar.farooq@example.com",
    tags: ["custom:family parties"],
    newsletter: { daysAgo: 41 },
  },
  { name: "Lucy Bennett", email: "lucy.bennett@example.com", tags: [], newsletter: { daysAgo: 26 } },
  {
    name: "Sana Malik",
    email: "sana.malik@example.com",
    tags: ["custom:family parties"],
    newsletter: { daysAgo: 20, unsubscribedDaysAgo: 6 },
  },
  { name: "Tom Hughes", email: "tom.hughes@example.com", tags: [], newsletter: { daysAgo: 3 } },
];

const daysBefore = (now: Date, days: number, hourUtc: number) => {
  const at = new Date(now);
  at.setUTCDate(at.getUTCDate() - days);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at;
};

/** The sign-up row the newsletter form writes, as it stands after any unsubscribe. */
function signUpRow(contact: Pick<NewEnquiry, "name" | "email" | "guestId">, signUp: DemoSignUp, now: Date): NewEnquiry {
  const at = daysBefore(now, signUp.daysAgo, 18);
  const left = signUp.unsubscribedDaysAgo === undefined ? null : daysBefore(now, signUp.unsubscribedDaysAgo, 9);
  return {
    ...contact,
    formType: "newsletter",
    status: left ? "unsubscribed" : "subscribed",
    sourcePage: "home",
    createdAt: at,
    updatedAt: left ?? at,
  };
}

/**
 * A few guests with past visits, so the guest book and the book's badges have something to show, and a
 * few newsletter subscribers (two of them those guests), so the demo newsletter had someone to go to.
 */
export async function insertDemoGuests(tx: Database, now: Date): Promise<void> {
  const today = londonDateOf(now);
  for (const demo of DEMO_SUBSCRIBERS) {
    const { newsletter } = demo;
    const [guest] = await tx
      .insert(guests)
      .values({
        name: demo.name,
        email: demo.email,
        tags: demo.tags,
        marketingConsent: newsletter.unsubscribedDaysAgo === undefined,
        lastActivityAt: daysBefore(now, newsletter.unsubscribedDaysAgo ?? newsletter.daysAgo, 18),
        createdAt: daysBefore(now, newsletter.daysAgo, 18),
      })
      .returning({ id: guests.id });
    await tx
      .insert(enquiries)
      .values(signUpRow({ name: demo.name, email: demo.email, guestId: guest!.id }, newsletter, now));
  }
  for (const demo of DEMO_GUESTS) {
    const days = demo.visits.map(([daysAgo]) => addDays(today, -daysAgo));
    const latest = days.reduce((a, b) => (a > b ? a : b));
    const firstSeen = new Date(`${days.reduce((a, b) => (a < b ? a : b))}T12:00:00Z`);
    firstSeen.setUTCDate(firstSeen.getUTCDate() - 7);
    const [guest] = await tx
      .insert(guests)
      .values({
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
        notes: demo.notes,
        tags: demo.tags,
        marketingConsent: demo.newsletter !== undefined && demo.newsletter.unsubscribedDaysAgo === undefined,
        lastActivityAt: new Date(`${latest}T19:00:00Z`),
        createdAt: firstSeen,
      })
      .returning({ id: guests.id });
    const contact = { name: demo.name, email: demo.email, phone: demo.shownPhone, guestId: guest!.id };
    await tx.insert(enquiries).values([
      ...demo.visits.map(([, party, status], i): NewEnquiry => {
        const madeAt = new Date(`${days[i]}T12:00:00Z`);
        madeAt.setUTCDate(madeAt.getUTCDate() - 5);
        return {
          ...contact,
          formType: "reservation",
          status,
          preferredDate: days[i],
          preferredTime: "19:30",
          guests: party,
          sourcePage: demo.byPhone ? "phone" : "reservations",
          createdAt: madeAt,
          updatedAt: new Date(`${days[i]}T23:00:00Z`),
        };
      }),
      ...(demo.others ?? []).map((other): NewEnquiry => ({ ...contact, ...other, createdAt: firstSeen })),
      ...(demo.newsletter
        ? [signUpRow({ name: demo.name, email: demo.email, guestId: guest!.id }, demo.newsletter, now)]
        : []),
    ]);
  }
}
