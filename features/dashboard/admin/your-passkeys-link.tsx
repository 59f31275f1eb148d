import { KeyRound } from "lucide-react";
import Link from "next/link";

/** Every role manages its own passkeys, so the link sits with who is signed in rather than among the sections. */
export function YourPasskeysLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/admin/account"
      onClick={onNavigate}
      className="inline-flex items-center gap-1.5 rounded-sm text-xs text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline"
    >
      <KeyRound className="size-3.5" aria-hidden="true" />
      Your passkeys
    </Link>
  );
}
