import { EnquiryComposer, type ComposerOption, type GuestMessage } from "./enquiry-composer";

type Send = React.ComponentProps<typeof EnquiryComposer>["send"];

/** "Answer the guest": the composer's buttons, or why there are none. */
export function EnquiryAnswer({
  id,
  name,
  email,
  options,
  send,
  message,
}: {
  id: string;
  name: string;
  email: string | null;
  options: ComposerOption[];
  send: Send;
  message: GuestMessage | null;
}) {
  return (
    <section aria-labelledby="enquiry-answer" className="rounded-lg border bg-card p-5">
      <h2 id="enquiry-answer" className="mb-1 font-display text-xl font-semibold">
        Answer the guest
      </h2>
      {email ? (
        <>
          <p className="mb-4 text-sm text-muted-foreground">
            Each button opens the e-mail from its template, ready to edit. It goes to the address the guest gave.
          </p>
          <EnquiryComposer id={id} to={`${name} <${email}>`} options={options} send={send} message={message} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">This enquiry has no e-mail address: please call the guest.</p>
      )}
    </section>
  );
}
