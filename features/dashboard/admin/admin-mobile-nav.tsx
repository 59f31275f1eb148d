"use client";

import { Menu } from "lucide-react";
import { useState } from "react";
import { ROLE_LABELS, type StaffRole } from "@/lib/auth/permissions";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { AdminBrand } from "@/components/admin/admin-brand";
import { AdminNav } from "./admin-nav";
import { YourPasskeysLink } from "./your-passkeys-link";
import { SignOutButton } from "@/components/admin/sign-out-button";

export function AdminMobileNav({
  email,
  role,
  badges,
}: {
  email: string;
  role: StaffRole;
  badges?: Readonly<Record<string, number>>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open admin navigation">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="gap-6 p-4">
        <div className="pt-1.5 pr-10">
          <SheetTitle className="sr-only">Admin navigation</SheetTitle>
          <SheetDescription className="sr-only">Sections of the admin area</SheetDescription>
          <AdminBrand />
        </div>
        <div className="flex-1 overflow-y-auto">
          <AdminNav role={role} onNavigate={() => setOpen(false)} badges={badges} />
        </div>
        <div className="space-y-3 border-t pt-4">
          <p className="truncate text-xs text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{email}</span> ({ROLE_LABELS[role].toLowerCase()}
            )
          </p>
          <YourPasskeysLink onNavigate={() => setOpen(false)} />
          <SignOutButton variant="outline" size="sm" className="w-full" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
