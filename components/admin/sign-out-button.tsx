"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { notifyOnNextPage } from "@/components/site/shell/notify";
import { Button, type ButtonProps } from "@/components/ui/button";
import { signOutOfAdmin } from "@/lib/auth/actions";

/** "Signed out successfully" then home; "Failed to sign out" when it does not work. */
export function SignOutButton({
  label = "Sign out",
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & { label?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function handleClick() {
    startTransition(async () => {
      let ok = false;
      try {
        ok = (await signOutOfAdmin()).ok;
      } catch {
        ok = false;
      }
      if (!ok) {
        toast.error("Failed to sign out");
        return;
      }
      // Shown by the home page's toaster once it is there, not by this area's on the way out.
      notifyOnNextPage("success", "Signed out successfully");
      router.replace("/");
      router.refresh();
    });
  }

  return (
    <Button type="button" onClick={handleClick} disabled={pending} {...props}>
      <LogOut aria-hidden="true" />
      {pending ? "Signing out..." : label}
    </Button>
  );
}
