import { notFound } from "next/navigation";
import { Suspense } from "react";
import { testHooksEnabled } from "@/app/api/test-hooks/guard";

/**
 * Lets the e2e suite see the render-error screen. A page, not a route under app/api/test-hooks,
 * because only a page rendered inside the site's layout reaches its error boundary (error.tsx).
 */
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
