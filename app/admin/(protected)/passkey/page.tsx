import type { Metadata } from "next";
import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { IconCircle } from "@/components/admin/empty-state";
import { Button } from "@/components/ui/button";
import { listOwnPasskeys } from "@/features/passkeys/changes";
import {
  confirmPasskey,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
} from "@/features/passkeys/actions";
import { PasskeyStep } from "@/features/passkeys/admin/passkey-step";
import { RegisterPasskeyForm } from "@/features/passkeys/admin/register-passkey-form";
import { passkeyStepApplies, stepDestination } from "@/features/passkeys/step";
import type { SearchParams } from "@/lib/routes/search-params";
import { requireAdmin } from "@/lib/auth/admin";
import { ADMIN_HOME_PATH, ADMIN_PASSKEY_STEP_PATH } from "@/lib/auth/rules";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Confirm it is you" };

export default async function PasskeyStepPage({ searchParams }: { searchParams: SearchParams }) {
  const admin = await requireAdmin("account.own");
  const target = stepDestination((await searchParams).next);
  // Never back to this page itself: that would ask again forever.
  const next = target.startsWith(ADMIN_PASSKEY_STEP_PATH) ? ADMIN_HOME_PATH : target;
  const passkeys = await listOwnPasskeys(await getDb(), admin.email);
  const applies = passkeyStepApplies(admin);

  return (
    <div className="mx-auto max-w-xl py-6 sm:py-10">
      <IconCircle icon={ShieldCheck} className="bg-accent" iconClassName="size-6 text-gold-deep" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-foreground">Confirm it is you</h1>
      {!applies ? (
        <>
          <p className="mt-3 text-sm text-muted-foreground">
            {admin.secondFactor
              ? "You have already confirmed it is you with a passkey since signing in."
              : "Nothing here asks for a passkey at the moment."}
          </p>
          <Button asChild className="mt-6">
            <Link href={next}>Continue</Link>
          </Button>
        </>
      ) : passkeys.length === 0 ? (
        <>
          <p className="mt-3 text-sm text-muted-foreground">
            The owner requires owners and managers to confirm with a passkey before staff, settings, exports and
            erasure. You have no passkey yet: add one now on this device, then use it.
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            The owner sees every passkey added on the Users page and in the activity log.
          </p>
          <div className="mt-6">
            <RegisterPasskeyForm actions={{ options: passkeyRegistrationOptions, register: registerPasskey }} />
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-muted-foreground">
            The owner requires a passkey for this part of the admin area. Use one of your passkeys to go on; this lasts
            until you sign out.
          </p>
          <div className="mt-6">
            <PasskeyStep next={next} options={passkeyAuthenticationOptions} confirm={confirmPasskey} />
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            Lost your passkey? Ask an owner to reset your passkeys on the Users page; you can then add a new one here.
          </p>
        </>
      )}
    </div>
  );
}
