import { getContactView } from "@/features/settings/queries";

export async function PhoneLink({ className, prefix }: { className?: string; prefix?: React.ReactNode }) {
  const { phone, phoneHref } = await getContactView();
  return (
    <a href={phoneHref} className={className}>
      {prefix}
      {phone}
    </a>
  );
}
