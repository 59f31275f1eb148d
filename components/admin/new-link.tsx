import { Plus } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The "New …" button in a list page's header, leading to the page that makes one. */
export function NewLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button asChild>
      <Link href={href}>
        <Plus aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
