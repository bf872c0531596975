import Link from "next/link";

export const metadata = { title: "Registration successful" };

export default function Page() {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center">
      <h1 className="text-2xl font-semibold">Registration successful</h1>
      <p className="mt-2 text-slate-600">Your account has been created. You can log in now.</p>
      <Link href="/login" className="mt-4 inline-block font-medium text-[var(--brand-color)] hover:underline">
        Log in
      </Link>
    </section>
  );
}
