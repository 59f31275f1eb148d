import { HomePage, homeMetadata } from "@/features/site";

export const generateMetadata = homeMetadata;

export default function Page() {
  return <HomePage />;
}
