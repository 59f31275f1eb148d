export { newsletterForm } from "./form";
export { NewsletterForm } from "./components/newsletter-form";
export { runNewsletterCampaigns } from "./campaign-clock";
