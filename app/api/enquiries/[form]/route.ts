import { answerPublicFormPost } from "@/lib/actions/public-form-post";
import { contactForm, eventForm } from "@/features/enquiries";
import { newsletterForm } from "@/features/newsletter";
import { reservationForm, waitlistForm } from "@/features/reservations";
import { contactPhone } from "@/features/settings";

const FORMS = {
  newsletter: newsletterForm,
  reservation: reservationForm,
  contact: contactForm,
  event: eventForm,
  waitlist: waitlistForm,
};

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  const { form } = await params;
  if (!Object.hasOwn(FORMS, form)) return new Response("Not Found", { status: 404 });
  const type = form as keyof typeof FORMS;
  return answerPublicFormPost(request, type, FORMS[type], contactPhone);
}
