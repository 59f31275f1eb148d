import type { Database } from "@/lib/db/client";
import { enquiries, guests, type NewEnquiry } from "@/lib/db/schema";
import { addDays, londonDateOf } from "@/lib/time/london";

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

/** A few guests with past visits, so the guest book and the book's badges have something to show. */
export async function insertDemoGuests(tx: Database, now: Date): Promise<void> {
  const today = londonDateOf(now);
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
    ]);
  }
}
