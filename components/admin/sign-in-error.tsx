import { CircleAlert } from "lucide-react";
import { Alert, AlertTitle } from "@/components/ui/alert";

export function SignInError({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{message}</AlertTitle>
    </Alert>
  );
}
