import { runEnquiryForm } from "@/lib/forms/enquiry-forms";
import {
  RESULT_COOKIE_MAX_AGE_S,
  MAX_RESULT_CHUNKS,
  resultCookieName,
  sealForCookies,
} from "@/lib/actions/form-result-cookie";
import { minimumFillTime, proxyTrust, settingsPhone } from "@/lib/actions/public-action";
import { PUBLIC_FORM_LIMIT } from "@/lib/actions/rate-limit";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { isCrossSiteActionPost } from "@/lib/security/action-origin";
import { readLimitedFormData } from "@/lib/security/limited-form-data";
import { formResultPath } from "@/lib/forms/form-state";
import { ENQUIRY_TYPES } from "@/lib/enquiries/statuses";

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  const { form } = await params;
  const type = ENQUIRY_TYPES.find((t) => t === form);
  if (!type) return new Response("Not Found", { status: 404 });

  // A form on another site must not post here in a guest's name: the rule server actions follow.
  if (isCrossSiteActionPost(request.headers)) return plain(403, "A form on this site can only be sent from this site.");
  const read = await readLimitedFormData(request);
  if (!read.ok) return plain(413, "That form is too large to send.");
  const state = await runEnquiryForm(type, read.formData, {
    db: getDb,
    phone: settingsPhone,
    now: Date.now(),
    headers: request.headers,
    secret: env().authSecret,
    minFillMs: minimumFillTime(),
    rateLimit: PUBLIC_FORM_LIMIT,
    proxies: proxyTrust(),
  });

  const location = new URL(formResultPath(type), request.url);
  const response = new Response(null, {
    status: 303,
    headers: { Location: location.pathname, "Cache-Control": "no-store" },
  });
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

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
