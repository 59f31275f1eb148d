export { newsletterForm } from "./form";
