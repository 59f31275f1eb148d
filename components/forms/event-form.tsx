/**
 * Placeholder: the enquiry-forms work replaces this file with the real form (same export name,
 * no required props), so pages can place it now.
 */
export function EventForm() {
  return <div data-form-placeholder="event-form" className="border border-dashed border-gold/30 p-8 text-center text-sm text-muted-ivory">Event enquiry form</div>;
}
