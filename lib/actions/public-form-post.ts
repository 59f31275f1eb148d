import { RESULT_COOKIE_MAX_AGE_S, MAX_RESULT_CHUNKS, resultCookieName, sealForCookies } from "./form-result-cookie";
import type { z } from "zod";
import { publicActionContext, runPublicAction, type PublicActionConfig } from "./public-action";
import { env } from "@/lib/env";
import { isCrossSiteActionPost } from "@/lib/security/action-origin";
import { readLimitedFormData } from "@/lib/security/limited-form-data";
import { formResultPath } from "@/lib/forms/form-state";
import type { EnquiryFormType } from "@/lib/forms/messages";

/**
 * A public form posted without JavaScript: the same guard steps and `run` as its server action, then
 * a redirect to the form's result page, which reads the outcome from short-lived sealed cookies.
 */
export async function answerPublicFormPost<S extends z.ZodType>(
  request: Request,
  type: EnquiryFormType,
  config: PublicActionConfig<S>,
  phone: () => Promise<string>,
): Promise<Response> {
  // A form on another site must not post here in a guest's name: the rule server actions follow.
  if (isCrossSiteActionPost(request.headers)) return plain(403, "A form on this site can only be sent from this site.");
  const read = await readLimitedFormData(request);
  if (!read.ok) return plain(413, "That form is too large to send.");
  const state = await runPublicAction(config, read.formData, await publicActionContext(phone, request.headers));

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
