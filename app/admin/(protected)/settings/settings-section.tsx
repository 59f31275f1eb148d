import { settingsSection, type SettingsSlug } from "@/lib/settings/sections";

/** One Settings section's heading and intro; the form inside names itself by titleId. */
export function SettingsSectionBody({ slug, titleId, children }: { slug: SettingsSlug; titleId: string; children: React.ReactNode }) {
  const { title, intro } = settingsSection(slug);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-1 font-display text-2xl font-semibold">
        {title}
      </h2>
      <p className="mb-4 max-w-2xl text-sm text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}

export const settingsTitle = (slug: SettingsSlug) => `${settingsSection(slug).label} · Settings`;
