import { notFound } from "next/navigation";
import { Suspense } from "react";
import { testHooksEnabled } from "@/app/api/test-hooks/guard";

// A page, not a test-hooks route: only a page inside the site's layout reaches its error boundary.
async function Thrower(): Promise<React.ReactNode> {
  if (!(await testHooksEnabled())) notFound();
  throw new Error("Deliberate render error for the end-to-end tests");
}

export default function RenderErrorPage() {
  return (
    <Suspense fallback={null}>
      <Thrower />
    </Suspense>
  );
}
