import type { Metadata } from "next";
import { TitledSection } from "@/components/admin/titled-section";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { readSettingsForAdmin } from "@/features/settings/changes";
import { settingsSection, type SettingsSlug } from "@/features/settings/sections";
import type { SiteSettings } from "@/features/settings/types";

/** One Settings section's heading and intro; the form inside names itself by titleId. */
export function SettingsSectionBody({
  slug,
  titleId,
  children,
}: {
  slug: SettingsSlug;
  titleId: string;
  children: React.ReactNode;
}) {
  const { title, intro } = settingsSection(slug);
  return (
    <TitledSection id={titleId} look="part" title={title} description={intro}>
      {children}
    </TitledSection>
  );
}

/** A Settings page: the admin check, the stored settings, and the section's form made from them. */
export async function SettingsPage({
  slug,
  titleId,
  form,
}: {
  slug: SettingsSlug;
  titleId: string;
  form: (settings: SiteSettings) => React.ReactNode;
}) {
  await requireAdmin("settings.edit");
  const settings = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug={slug} titleId={titleId}>
      {form(settings)}
    </SettingsSectionBody>
  );
}

export const settingsTitle = (slug: SettingsSlug) => `${settingsSection(slug).label} · Settings`;

/** What a Settings page file exports: the tab title, and the page showing the section's form. */
export function settingsRoute(
  slug: SettingsSlug,
  titleId: string,
  form: (settings: SiteSettings) => React.ReactNode,
): { metadata: Metadata; Page: () => React.JSX.Element } {
  return {
    metadata: { title: settingsTitle(slug) },
    Page: () => <SettingsPage slug={slug} titleId={titleId} form={form} />,
  };
}
