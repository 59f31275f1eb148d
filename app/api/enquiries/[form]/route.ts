import { runEnquiryForm } from "@/lib/actions/enquiry-forms";
import { RESULT_COOKIE_MAX_AGE_S, MAX_RESULT_CHUNKS, resultCookieName, sealForCookies } from "@/lib/actions/form-result-cookie";
import { minimumFillTime } from "@/lib/actions/public-action";
import { PUBLIC_FORM_LIMIT } from "@/lib/actions/rate-limit";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { ENQUIRY_FORM_TYPES, formResultPath } from "@/lib/validation/form-state";

/**
 * Where the enquiry forms post when the guest has no JavaScript: the same publicAction checks as
 * the server actions, then a redirect to the result page, which shows the answer and every value.
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  const { form } = await params;
  const type = ENQUIRY_FORM_TYPES.find((t) => t === form);
  if (!type) return new Response("Not Found", { status: 404 });

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    formData = new FormData();
  }
  const state = await runEnquiryForm(type, formData, {
    db: getDb,
    now: Date.now(),
    headers: request.headers,
    secret: env().authSecret,
    minFillMs: minimumFillTime(request.headers),
    rateLimit: PUBLIC_FORM_LIMIT,
  });

  const location = new URL(formResultPath(type), request.url);
  const response = new Response(null, { status: 303, headers: { Location: location.pathname, "Cache-Control": "no-store" } });
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const chunks = sealForCookies(state, env().authSecret);
  for (let i = 0; i < MAX_RESULT_CHUNKS; i++) {
    const name = resultCookieName(type, i);
    const value = chunks[i];
    response.headers.append(
      "Set-Cookie",
      value === undefined
        ? `${name}=; Path=/enquiry; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
        : `${name}=${value}; Path=/enquiry; Max-Age=${RESULT_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return response;
}
