import { AdminBrand } from "@/components/admin/admin-brand";

/** Sign-in and access-denied: one quiet card, outside the admin guard. */
export default function AdminPublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <AdminBrand href="/" />
        </div>
        <div className="rounded-lg border bg-card p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}
