import { ENQUIRY_TYPES } from "@/lib/db/schema/enquiry-statuses";
export interface Notice {
  title: string;
  description: string;
}

/** Every public form: the enquiry kinds, and joining a full slot's waitlist (which stores no enquiry). */
export const PUBLIC_FORM_TYPES = [...ENQUIRY_TYPES, "waitlist"] as const;
export type EnquiryFormType = (typeof PUBLIC_FORM_TYPES)[number];

export interface FormMessages {
  missing: Notice;
  failure: Notice;
  success: Notice;
}

export const NEWSLETTER_MESSAGES: FormMessages = {
  missing: { title: "Required fields", description: "Please enter your name and email address" },
  failure: { title: "Subscription failed", description: "Please try again later or contact us directly." },
  success: {
    title: "Welcome to our newsletter!",
    description: "You'll be the first to know about our latest dishes and exclusive events.",
  },
};

export function formMessages(phone: string): Record<EnquiryFormType, FormMessages> {
  const callUs = `Please try again or call us directly at ${phone}`;
  return {
    newsletter: NEWSLETTER_MESSAGES,
    event: {
      missing: { title: "Required fields missing", description: "Please fill in all required fields." },
      failure: { title: "Error submitting enquiry", description: callUs },
      success: {
        title: "Enquiry received!",
        description: `Thank you — our team will contact you within one business day. For urgent enquiries, call ${phone}`,
      },
    },
    contact: {
      missing: { title: "Required fields missing", description: "Please fill in your name, email, and message" },
      failure: { title: "Error sending message", description: callUs },
      success: { title: "Message sent!", description: "Thank you for contacting us. We'll get back to you shortly." },
    },
    reservation: {
      missing: { title: "Required fields missing", description: "Please fill in all required fields" },
      failure: { title: "Error submitting reservation", description: callUs },
      success: {
        title: "Reservation Request Received",
        description: "We'll confirm your booking within 24 hours. Thank you for choosing 47 Restaurant.",
      },
    },
    waitlist: {
      missing: { title: "Required fields missing", description: "Please fill in all required fields" },
      failure: { title: "Error joining the waitlist", description: callUs },
      success: {
        title: "You are on the waitlist",
        description:
          "If a table for your party frees up at that time, we will e-mail you a link to accept it. The offer lasts a short while, so please look out for it.",
      },
    },
  };
}

export function blockedMessages(phone: string) {
  return {
    tooFast: {
      title: "One moment, please",
      description: "That was quicker than we expected. Please check your details and send again.",
    },
    staleForm: {
      title: "Please confirm your request",
      description: "Check your details below and press send once more. Nothing you typed has been lost.",
    },
    honeypot: {
      title: "We could not send that",
      description: `Please try again, or call us directly at ${phone}.`,
    },
    rateLimited: {
      title: "Thank you for your patience",
      description: `We have received several requests from you in a short time. Please wait a few minutes before sending another, or call us directly at ${phone}.`,
    },
  } satisfies Record<string, Notice>;
}

export const sameDayMessage = (phone: string) => `For same-day bookings, please call us directly at ${phone}`;
