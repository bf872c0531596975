import { PhonePeVerifyScreen } from "@/components/payments/phonepe-verify-screen";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = { title: "Verifying payment" };

type Props = { params: Promise<{ orderId?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /phonepe/verify/{orderId optional}?transaction_id=...: PhonePe sends the customer back here (login required). */
export default async function Page({ params, searchParams }: Props) {
  await requirePageUser();
  const orderId = (await params).orderId?.[0] ?? null;
  const transactionId = first((await searchParams).transaction_id);
  return <PhonePeVerifyScreen transactionId={transactionId && transactionId.length <= 100 ? transactionId : null} orderId={orderId && UUID.test(orderId) ? orderId : null} />;
}
