import { ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AccessRecheck } from "@/components/admin/access-recheck";
import { IconCircle } from "@/components/admin/empty-state";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { Button } from "@/components/ui/button";
import { verifyAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Access Denied" };

export default function AccessDeniedPage() {
  return (
    <div className="text-center">
      <IconCircle icon={ShieldAlert} className="mx-auto bg-destructive/10" iconClassName="size-6 text-destructive" />
      <h1 className="mt-4 font-display text-3xl font-semibold">Access Denied</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <Suspense fallback="This account is not authorised to use the admin area.">
          <WhoIsDenied />
        </Suspense>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        If you should have access, ask an existing admin to add your e-mail address.
      </p>
      <div className="mt-6 flex flex-col gap-2">
        <SignOutButton label="Sign Out" className="w-full" />
        <Button asChild variant="outline" className="w-full">
          <Link href="/">Return to Website</Link>
        </Button>
      </div>
      <AccessRecheck />
    </div>
  );
}

async function WhoIsDenied() {
  const verdict = await verifyAdmin();
  if (verdict.kind === "signed-out") return "This account is not authorised to use the admin area.";
  return (
    <>
      The account <strong className="font-medium break-all text-foreground">{verdict.email}</strong> is not authorised
      to use the admin area.
    </>
  );
}
