import { and, eq } from "drizzle-orm";
import type { Metadata } from "next";
import { connection } from "next/server";
import { SiteLink } from "@/components/site/shell/site-link";
import { getDb } from "@/lib/db";
import { enquiries } from "@/lib/db/schema";
import { isRecordId } from "@/lib/db/record-id";
import { verifyUnsubscribeToken } from "@/features/outbox/unsubscribe";
import { env } from "@/lib/env";
import { getContactView } from "@/features/settings/queries";
import { firstParam, type SearchParams } from "@/lib/routes/search-params";

// Opening the link alone changes nothing (the button posts), so a mail scanner cannot unsubscribe anyone.

export const instant = false;

export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center sm:py-32">
      <h1 className="display text-4xl text-ivory sm:text-5xl">{title}</h1>
      <div className="gold-rule mx-auto mt-8" aria-hidden="true" />
      {children}
    </section>
  );
}

export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  // Reads the database per request: connection() keeps it out of any prerender.
  await connection();
  const query = await searchParams;
  const result = firstParam(query.result);
  const id = firstParam(query.id);
  const token = firstParam(query.token);
  const contact = await getContactView();

  if (result === "done") {
    return (
      <Shell title="You have unsubscribed">
        <p className="mt-8 text-lg text-muted-ivory">
          You will not receive our newsletter any more. If you change your mind, you can sign up again at the foot of
          our home page.
        </p>
        <SiteLink href="/" className="btn-gold mt-10">
          Return Home
        </SiteLink>
      </Shell>
    );
  }

  const valid =
    result !== "invalid" &&
    isRecordId(id) &&
    verifyUnsubscribeToken(env().authSecret, id, token) &&
    (await subscriberExists(id));
  if (!valid) {
    return (
      <Shell title="This link does not work">
        <p className="mt-8 text-lg text-muted-ivory">
          The unsubscribe link is incomplete or no longer valid. Please use the link in our latest e-mail, or call us on{" "}
          <a href={contact.phoneHref} className="text-gold underline underline-offset-4">
            {contact.phone}
          </a>{" "}
          and we will take you off the list.
        </p>
      </Shell>
    );
  }

  return (
    <Shell title="Unsubscribe from our newsletter">
      <p className="mt-8 text-lg text-muted-ivory">
        Press the button and we will stop sending you the 47 Restaurant newsletter. You will not need to sign in.
      </p>
      <form method="post" action="/api/newsletter/unsubscribe" className="mt-10">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn-gold">
          Unsubscribe
        </button>
      </form>
    </Shell>
  );
}

async function subscriberExists(id: string): Promise<boolean> {
  const [row] = await (
    await getDb()
  )
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.id, id), eq(enquiries.formType, "newsletter")));
  return Boolean(row);
}
