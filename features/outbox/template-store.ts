import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailTemplates } from "@/lib/db/schema";
import { TEMPLATES, TEMPLATE_KEYS, type TemplateKey } from "./templates";

export interface TemplateText {
  subject: string;
  body: string;
  edited: boolean;
}

export async function loadTemplate(db: Database, key: TemplateKey): Promise<TemplateText> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key));
  return row
    ? { subject: row.subject, body: row.body, edited: true }
    : { subject: TEMPLATES[key].subject, body: TEMPLATES[key].body, edited: false };
}

export async function loadAllTemplates(db: Database): Promise<Record<TemplateKey, TemplateText>> {
  const rows = await db.select().from(emailTemplates);
  const out = {} as Record<TemplateKey, TemplateText>;
  for (const key of TEMPLATE_KEYS) {
    const row = rows.find((r) => r.key === key);
    out[key] = row
      ? { subject: row.subject, body: row.body, edited: true }
      : { subject: TEMPLATES[key].subject, body: TEMPLATES[key].body, edited: false };
  }
  return out;
}
