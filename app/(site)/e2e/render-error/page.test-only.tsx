import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { testHooksEnabled } from "@/lib/actions/test-hooks";

/** Lets the e2e suite see the render-error screen. A plain 404 unless E2E_TEST_HOOKS is on. */
async function Thrower(): Promise<React.ReactNode> {
  await connection();
  if (!testHooksEnabled()) notFound();
  throw new Error("Deliberate render error for the end-to-end tests");
}

export default function RenderErrorPage() {
  return (
    <Suspense fallback={null}>
      <Thrower />
    </Suspense>
  );
}
