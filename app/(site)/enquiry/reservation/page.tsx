import { FormAnswer, formAnswerMetadata } from "../form-answer";

export const instant = false;
export const metadata = formAnswerMetadata;

export default function ReservationAnswerPage() {
  return <FormAnswer form="reservation" />;
}
