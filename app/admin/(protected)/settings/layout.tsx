import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminSection } from "@/features/dashboard/sections";
import { SettingsNav } from "@/features/settings/admin/settings-nav";
import { UnsavedChangesProvider } from "@/components/admin/unsaved-changes";
import { site } from "@/lib/site";

/** Settings is one section per page; the heading and the section navigation stay as staff move between them. */
export default function SettingsLayout({ children }: { children: React.ReactNode }) {
  const { description } = adminSection("/admin/settings");
  return (
    <>
      <AdminPageHeader title="Settings" description={description} />
      <p className="mb-6 max-w-2xl text-sm text-muted-foreground">
        The name ({site.name}) and tagline ({site.tagline}) are part of the brand and stay as they are. Everything here
        shows on the website from the next page view after you save.
      </p>
      <UnsavedChangesProvider>
        <SettingsNav />
        <div className="mt-8">{children}</div>
      </UnsavedChangesProvider>
    </>
  );
}
