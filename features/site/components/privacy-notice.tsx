import Link from "next/link";
import { ChapterSection, NARROW } from "@/components/site/content/chapter-section";
import { getSiteSettings } from "@/features/settings";

const PROSE = "prose-site mt-10 text-lg leading-relaxed text-muted-ivory";

/** What the restaurant keeps about its guests, why, for how long and whom to ask: the UK GDPR notice in plain words. */
export async function PrivacyNotice() {
  const settings = await getSiteSettings();
  const months = settings.bookings.retentionMonths;
  const { email, phone } = settings.contact;

  const chapters = [
    {
      id: "privacy-what",
      label: "What we keep",
      title: "Only what a booking or a reply needs",
      body: (
        <>
          <p>
            When you book a table, send an event enquiry or a message, or join our newsletter, we keep your name, your
            e-mail address, your phone number and what you wrote to us, with the date, time and party size of a booking.
          </p>
          <p>
            So that we can welcome you properly, our team may note how often you have dined with us, an allergy or a
            dietary need you told us about, and a preference such as a quiet table. We keep a copy of the e-mails we
            send you.
          </p>
        </>
      ),
    },
    {
      id: "privacy-why",
      label: "Why",
      title: "To look after you, and nothing else",
      body: (
        <>
          <p>
            We use your details to answer you, to confirm and remind you of your booking, and to keep your table ready
            on the night. Allergy notes are there so the kitchen can cook safely for you.
          </p>
          <p>
            We send the newsletter only if you asked for it, and every issue has a link to stop it at once. It carries
            no tracking: no hidden images that tell us you opened it, and its links go straight where they say, not
            through us. We never sell your details or share them for anyone else&rsquo;s marketing.
          </p>
        </>
      ),
    },
    {
      id: "privacy-how-long",
      label: "For how long",
      title: `${months} months after we last hear from you`,
      body: (
        <p>
          When {months} months pass with no booking, enquiry or message from you, we remove your name, contact details
          and messages automatically. We keep only the counts, such as how many tables were booked on a day, which
          cannot identify you.
        </p>
      ),
    },
    {
      id: "privacy-ask",
      label: "Your rights",
      title: "Ask us, and we will answer within a month",
      body: (
        <p>
          You may ask for a copy of everything we hold about you, ask us to correct it, or ask us to erase it. Write to{" "}
          <a href={`mailto:${email}`} className="text-gold underline underline-offset-4 hover:text-ivory">
            {email}
          </a>{" "}
          or call us on {phone}; you can also reach us through our{" "}
          <Link href="/contact" className="text-gold underline underline-offset-4 hover:text-ivory">
            contact page
          </Link>
          . If you are unhappy with our answer, you may complain to the Information Commissioner&rsquo;s Office.
        </p>
      ),
    },
  ];

  return (
    <>
      {chapters.map((c, i) => (
        <ChapterSection
          key={c.id}
          id={c.id}
          number={String(i + 1).padStart(2, "0")}
          label={c.label}
          title={c.title}
          className="py-16 sm:py-24"
          inner={NARROW}
        >
          <div className={PROSE}>{c.body}</div>
        </ChapterSection>
      ))}
    </>
  );
}
