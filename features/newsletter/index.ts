export { newsletterForm } from "./form";
export { NewsletterForm } from "./components/newsletter-form";
