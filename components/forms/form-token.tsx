import { Suspense } from "react";
import { connection } from "next/server";
import { freshFormToken } from "@/lib/actions/form-token";
import { env } from "@/lib/env";
import { FORM_TOKEN_FIELD } from "@/lib/validation/form-state";

/**
 * The signed render time, minted per request (never baked into the pre-rendered shell), so the
 * server can tell a guest from a script that posts the instant it loads the page.
 */
async function FormTokenField() {
  await connection();
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={freshFormToken(env().authSecret)} />;
}

/** Streams in with the page; the form around it is usable at once. */
export function FormToken() {
  return (
    <Suspense fallback={null}>
      <FormTokenField />
    </Suspense>
  );
}
