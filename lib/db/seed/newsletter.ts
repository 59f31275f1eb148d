import type { Database } from "@/lib/db/client";
import { newsletterCampaigns } from "@/lib/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Two newsletters: one sent a fortnight ago, and the next one waiting as a draft. */
export async function insertDemoNewsletters(tx: Database, now: Date): Promise<void> {
  const sentAt = new Date(now.getTime() - 14 * DAY_MS);
  await tx.insert(newsletterCampaigns).values([
    {
      subject: "The winter menu is here",
      preheader: "Slow-cooked nihari, saffron kheer and a new mocktail by the fire",
      bodyHtml:
        '<p>Dear guest,</p><p>As the evenings draw in, our kitchen turns to the slow dishes of Lahore and Peshawar: nihari cooked overnight, chapli kebab from the grill and saffron kheer to finish.</p><h3>New this season</h3><ul><li>Nihari with fresh naan</li><li>Peshawari chapli kebab</li><li>A warm cardamom and apple mocktail</li></ul><p>See the full <a href="/menu">winter menu</a>, or <a href="/reservations">reserve a table</a>. We look forward to welcoming you.</p>',
      status: "sent",
      scheduledAt: sentAt,
      startedAt: sentAt,
      finishedAt: new Date(sentAt.getTime() + 3 * 60_000),
      createdAt: new Date(sentAt.getTime() - 2 * DAY_MS),
      updatedAt: new Date(sentAt.getTime() + 3 * 60_000),
    },
    {
      subject: "Eid evenings at 47",
      preheader: "A family feast menu for the three evenings of Eid",
      bodyHtml:
        "<p>Dear guest,</p><p>For the three evenings of Eid we will serve a family feast menu, from the mixed grill to the dessert table.</p><p>Tables for larger families go quickly: call us or book online.</p>",
      status: "draft",
    },
  ]);
}
