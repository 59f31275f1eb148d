import { HomePage, homeMetadata } from "@/features/site/components/home-page";

export const generateMetadata = homeMetadata;

export default function Page() {
  return <HomePage />;
}
