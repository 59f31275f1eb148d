import { randomUUID } from "node:crypto";
import { and, asc, eq, lt, or, gt } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailOutbox, enquiries, newsletterCampaigns, newsletterRecipients, siteSettings } from "@/lib/db/schema";
import { site } from "@/lib/site";

const DAY_MS = 24 * 60 * 60 * 1000;

const WINTER_MENU = {
  subject: "The winter menu is here",
  preheader: "Slow-cooked nihari, saffron kheer and a new mocktail by the fire",
  bodyHtml:
    '<p>Dear guest,</p><p>As the evenings draw in, our kitchen turns to the slow dishes of Lahore and Peshawar: nihari cooked overnight, chapli kebab from the grill and saffron kheer to finish.</p><h3>New this season</h3><ul><li>Nihari with fresh naan</li><li>Peshawari chapli kebab</li><li>A warm cardamom and apple mocktail</li></ul><p>See the full <a href="/menu">winter menu</a>, or <a href="/reservations">reserve a table</a>. We look forward to welcoming you.</p>',
};

/** The address the restaurant's e-mail came from: the contact e-mail in the settings. */
async function senderAddress(tx: Database): Promise<string> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, "contact"));
  const email = (row?.value as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.includes("@") ? email : "hello@47restaurant.co.uk";
}

const plainText = (html: string) =>
  html
    .replace(/<\/(p|h3|li)>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/\n+/g, "\n\n")
    .trim();

/**
 * Two newsletters: one sent a fortnight ago, and the next one waiting as a draft. The sent one went to
 * the demo subscribers (seed/guests.ts, inserted first) who had signed up by then and had not left
 * before it: one recipient row each, its e-mail delivered, as the sender leaves them.
 */
export async function insertDemoNewsletters(tx: Database, now: Date): Promise<void> {
  const sentAt = new Date(now.getTime() - 14 * DAY_MS);
  const finishedAt = new Date(sentAt.getTime() + 3 * 60_000);
  const [sent] = await tx
    .insert(newsletterCampaigns)
    .values({
      ...WINTER_MENU,
      status: "sent",
      scheduledAt: sentAt,
      startedAt: sentAt,
      finishedAt,
      createdAt: new Date(sentAt.getTime() - 2 * DAY_MS),
      updatedAt: finishedAt,
    })
    .returning({ id: newsletterCampaigns.id });
  await tx.insert(newsletterCampaigns).values({
    subject: "Eid evenings at 47",
    preheader: "A family feast menu for the three evenings of Eid",
    bodyHtml:
      "<p>Dear guest,</p><p>For the three evenings of Eid we will serve a family feast menu, from the mixed grill to the dessert table.</p><p>Tables for larger families go quickly: call us or book online.</p>",
    status: "draft",
  });

  // Subscribed then: still subscribed, or unsubscribed (their row's last change) since it went.
  const audience = await tx
    .select({ id: enquiries.id, email: enquiries.email })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.formType, "newsletter"),
        lt(enquiries.createdAt, sentAt),
        or(eq(enquiries.status, "subscribed"), gt(enquiries.updatedAt, sentAt)),
      ),
    )
    .orderBy(asc(enquiries.createdAt));
  if (audience.length === 0) return;

  const fromAddress = await senderAddress(tx);
  const domain = fromAddress.split("@")[1];
  const delivered = await tx
    .insert(emailOutbox)
    .values(
      audience.map((guest, i) => {
        const at = new Date(sentAt.getTime() + (i + 1) * 20_000);
        return {
          kind: "newsletter_campaign",
          enquiryId: guest.id,
          toAddress: guest.email!,
          fromName: site.name,
          fromAddress,
          subject: WINTER_MENU.subject,
          // A plain copy: what guests received was rendered by the sender, with their own unsubscribe link.
          html: WINTER_MENU.bodyHtml,
          textBody: plainText(WINTER_MENU.bodyHtml),
          messageId: `<${randomUUID()}@${domain}>`,
          state: "sent",
          attempts: 1,
          nextAttemptAt: at,
          sentAt: at,
          createdAt: sentAt,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: emailOutbox.id, enquiryId: emailOutbox.enquiryId });
  await tx.insert(newsletterRecipients).values(
    delivered.map((e) => ({
      campaignId: sent!.id,
      subscriberId: e.enquiryId!,
      state: "queued" as const,
      queuedAt: sentAt,
      outboxId: e.id,
      createdAt: sentAt,
      updatedAt: sentAt,
    })),
  );
}
