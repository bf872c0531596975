import Link from "next/link";

export default function NotFound() {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/app" className="mt-4 inline-block font-medium text-[var(--brand-color)] hover:underline">
        Go to home
      </Link>
    </section>
  );
}
