"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { CurrentLink } from "@/components/admin/current-link";
import { useHasUnsavedChanges } from "@/components/admin/unsaved-changes";
import { AlertDialogAction, AlertDialogCancel } from "@/components/ui/alert-dialog";
import { ConfirmDialog } from "@/components/admin/confirm-button";
import { isPlainClick } from "@/components/site/shell/plain-click";
import {
  activeSettingsSection,
  SETTINGS_SECTIONS,
  settingsHref,
  type SettingsSectionEntry as SettingsSection,
} from "@/features/settings/sections";
import { cn } from "@/lib/utils";

/** The Settings sections as links; leaving one with unsaved changes asks first (the router keeps only a few pages). */
export function SettingsNav() {
  const pathname = usePathname();
  const router = useRouter();
  const active = activeSettingsSection(pathname);
  const unsaved = useHasUnsavedChanges();
  const [leavingFor, setLeavingFor] = useState<SettingsSection | null>(null);

  const onClick = (section: SettingsSection) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!unsaved || !isPlainClick(event.nativeEvent) || section.slug === active) return;
    event.preventDefault();
    setLeavingFor(section);
  };

  return (
    <>
      <nav aria-label="Settings sections">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:flex xl:gap-1 xl:border-b">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.slug}>
              <CurrentLink
                href={settingsHref(section.slug)}
                current={section.slug === active}
                onClick={onClick(section)}
                className={cn(
                  "flex h-full min-h-11 items-center rounded-md border px-3 py-2 text-sm leading-tight transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  "xl:-mb-px xl:min-h-0 xl:rounded-none xl:rounded-t-md xl:border-0 xl:border-b-2 xl:py-2.5",
                )}
                currentClassName="border-gold bg-gold/10 font-medium text-foreground xl:bg-transparent"
                otherClassName="bg-card text-muted-foreground hover:border-foreground/30 hover:text-foreground xl:border-transparent xl:bg-transparent xl:hover:border-border"
              >
                {section.label}
              </CurrentLink>
            </li>
          ))}
        </ul>
      </nav>
      <ConfirmDialog
        open={leavingFor !== null}
        onOpenChange={(open) => (open ? null : setLeavingFor(null))}
        title="Leave without saving?"
        description={`This section has changes you have not saved. Open ${leavingFor?.label ?? "another section"} anyway? The changes may be lost.`}
        cancel={<AlertDialogCancel>Stay and keep editing</AlertDialogCancel>}
      >
        <AlertDialogAction
          onClick={() => {
            if (leavingFor) router.push(settingsHref(leavingFor.slug));
            setLeavingFor(null);
          }}
        >
          Leave without saving
        </AlertDialogAction>
      </ConfirmDialog>
    </>
  );
}
