import { getContactView } from "@/lib/settings/queries";

/** The restaurant's number as staff set it in the admin, dialable from a phone. */
export async function PhoneLink({ className, prefix }: { className?: string; prefix?: React.ReactNode }) {
  const { phone, phoneHref } = await getContactView();
  return (
    <a href={phoneHref} className={className}>
      {prefix}
      {phone}
    </a>
  );
}
