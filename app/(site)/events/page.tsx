import { EventForm } from "@/features/enquiries/components/event-form";
import { EventsPage, eventsMetadata } from "@/features/site/components/events-page";

export const generateMetadata = eventsMetadata;

export default function Page() {
  return <EventsPage enquiryForm={<EventForm labelledBy="enquire-title" />} />;
}
