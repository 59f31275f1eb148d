import { Lock } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { IconCircle } from "@/components/admin/empty-state";
import { Button } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/admin";
import { ROLE_LABELS, ROLE_SUMMARIES } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Not available for your role" };

export default async function NotAvailablePage() {
  const admin = await requireAdmin("dashboard.view");
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <IconCircle icon={Lock} className="mx-auto bg-muted" iconClassName="size-6 text-muted-foreground" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-foreground">Not available for your role</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        You are signed in as <strong className="font-medium text-foreground">{ROLE_LABELS[admin.role]}</strong>:{" "}
        {ROLE_SUMMARIES[admin.role].charAt(0).toLowerCase()}
        {ROLE_SUMMARIES[admin.role].slice(1)}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">If you need this page, ask an owner to change your role.</p>
      <Button asChild className="mt-6">
        <Link href="/admin">Go to the dashboard</Link>
      </Button>
    </div>
  );
}
