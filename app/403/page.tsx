import Link from "next/link";

export const metadata = { title: "Forbidden" };

export default function Page() {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center">
      <h1 className="text-2xl font-semibold">403: Access denied</h1>
      <p className="mt-2 text-slate-600">You do not have permission to open this page.</p>
      <Link href="/app" className="mt-4 inline-block font-medium text-[var(--brand-color)] hover:underline">
        Go to home
      </Link>
    </section>
  );
}
