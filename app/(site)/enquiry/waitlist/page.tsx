import { FormAnswer, formAnswerMetadata } from "../form-answer";

export const instant = false;
export const metadata = formAnswerMetadata;

export default function WaitlistAnswerPage() {
  return <FormAnswer form="waitlist" />;
}
