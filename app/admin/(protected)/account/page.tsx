import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { listOwnPasskeys } from "@/features/passkeys/changes";
import { passkeyRegistrationOptions, registerPasskey, removePasskey } from "@/features/passkeys/actions";
import { OwnPasskeysList } from "@/features/passkeys/admin/own-passkeys-list";
import { RegisterPasskeyForm } from "@/features/passkeys/admin/register-passkey-form";
import { passkeyChangeNeedsStep } from "@/features/passkeys/step";
import { requireAdmin } from "@/lib/auth/admin";
import { ADMIN_PASSKEY_STEP_PATH } from "@/lib/auth/rules";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Your passkeys" };

export default async function AccountPage() {
  const admin = await requireAdmin("account.own");
  const passkeys = await listOwnPasskeys(await getDb(), admin.email);
  const stepFirst = passkeyChangeNeedsStep(admin, passkeys.length);
  return (
    <>
      <AdminPageHeader
        title="Your passkeys"
        description="A passkey confirms it is you after signing in with Google: your device’s screen lock or a security key, nothing to type or remember."
      />
      {stepFirst ? (
        <p className="mb-6 max-w-2xl rounded-lg border border-gold-deep/40 bg-accent px-4 py-3 text-sm text-foreground">
          The owner requires a passkey: confirm it is you before adding or removing one.{" "}
          <Link
            href={`${ADMIN_PASSKEY_STEP_PATH}?next=${encodeURIComponent("/admin/account")}`}
            className="font-medium underline underline-offset-4"
          >
            Confirm with your passkey
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="own-passkeys-heading" className="max-w-2xl">
        <h2 id="own-passkeys-heading" className="mb-3 font-display text-xl leading-tight font-semibold text-foreground">
          Registered passkeys
        </h2>
        <OwnPasskeysList passkeys={passkeys} removeAction={removePasskey} />
      </section>
      <section aria-labelledby="add-passkey-heading" className="mt-8 max-w-2xl">
        <h2 id="add-passkey-heading" className="mb-3 font-display text-xl leading-tight font-semibold text-foreground">
          Add a passkey
        </h2>
        <RegisterPasskeyForm actions={{ options: passkeyRegistrationOptions, register: registerPasskey }} />
      </section>
    </>
  );
}
