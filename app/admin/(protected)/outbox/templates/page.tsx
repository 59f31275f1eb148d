import type { Metadata } from "next";
import { BackLink } from "@/components/admin/back-link";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { EmailTemplateForm } from "@/features/outbox/admin/template-form";
import { Badge } from "@/components/ui/badge";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { loadAllTemplates } from "@/features/outbox/template-store";
import { FIELD_LABELS, TEMPLATES, TEMPLATE_KEYS } from "@/features/outbox/templates";
import { resetEmailTemplate, saveEmailTemplate } from "@/features/outbox/actions";

export const metadata: Metadata = { title: "E-mail templates" };

export default async function EmailTemplatesPage() {
  await requireAdmin("mail.templates");
  const templates = await loadAllTemplates(await getDb());
  return (
    <>
      <BackLink href="/admin/outbox">Back to the outbox</BackLink>
      <AdminPageHeader
        title="E-mail templates"
        description="The wording guests' e-mails start from. Fields in double braces, such as {{guest_name}}, are filled in for each guest; each template lists the fields it may use. Acknowledgements add the booking details after the first paragraph and never repeat a guest's own message."
      />
      <div className="space-y-6">
        {TEMPLATE_KEYS.map((key) => {
          const def = TEMPLATES[key];
          const t = templates[key];
          return (
            <section
              key={key}
              aria-labelledby={`tpl-${key}`}
              className="grid gap-6 rounded-lg border bg-card p-5 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]"
            >
              <div>
                <h2 id={`tpl-${key}`} className="flex flex-wrap items-center gap-2 font-display text-xl font-semibold">
                  {def.label}
                  {t.edited ? <Badge variant="info">Edited</Badge> : null}
                </h2>
                <p className="mt-1 mb-4 text-sm text-muted-foreground">{def.when}</p>
                <EmailTemplateForm
                  templateKey={key}
                  label={def.label}
                  initial={{ subject: t.subject, body: t.body }}
                  edited={t.edited}
                  save={saveEmailTemplate}
                  reset={resetEmailTemplate}
                />
              </div>
              <div>
                <h3 className="text-sm font-semibold">Fields it may use</h3>
                <dl className="mt-2 space-y-2 text-sm">
                  {def.fields.map((f) => (
                    <div key={f}>
                      <dt>
                        <code className="rounded bg-muted px-1 py-0.5 text-xs">{`{{${f}}}`}</code>
                      </dt>
                      <dd className="text-muted-foreground">{FIELD_LABELS[f]}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
