import { cn } from "@/lib/utils";

/** An e-mail address that wraps at its "@" rather than running off a phone's screen. */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className={cn("[overflow-wrap:anywhere]", className)}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
