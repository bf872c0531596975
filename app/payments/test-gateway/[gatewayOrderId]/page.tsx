import { notFound } from "next/navigation";
import { TestGatewayScreen } from "@/components/payments/test-gateway-screen";
import { toSafeReturnPath } from "@/components/payments/return-url";
import { requirePageUser } from "@/server/auth/page-session";
import { getTestGatewayOrder } from "@/server/payments/get-test-gateway-order";

export const metadata = { title: "Test payment gateway" };

type Props = { params: Promise<{ gatewayOrderId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The built-in test gateway (embedded setup): pays or fails the caller's own gateway order, then returns to returnTo. */
export default async function Page({ params, searchParams }: Props) {
  const { site, principal } = await requirePageUser();
  const { gatewayOrderId } = await params;
  const order = await getTestGatewayOrder(site, principal, gatewayOrderId);
  if (!order) notFound();
  const query = await searchParams;
  const returnTo = toSafeReturnPath(Array.isArray(query.returnTo) ? query.returnTo[0] : query.returnTo) ?? `/user/payments/${order.orderId}`;
  return <TestGatewayScreen order={order} merchant={site.companyName} logoUrl={site.logoUrl} returnTo={returnTo} />;
}
