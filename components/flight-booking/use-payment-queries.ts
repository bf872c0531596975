"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import type { getActiveGatewayEndpoint, getBankDetailsEndpoint, TRazorpayDetails } from "@/lib/contracts/payments";
import type { TWalletBalance } from "@/lib/contracts/wallet";
import { postPlain, type ResponseOf } from "./booking-api";

export type TActiveGateway = ResponseOf<typeof getActiveGatewayEndpoint>;
export type TBankDetails = ResponseOf<typeof getBankDetailsEndpoint>;

/** POST /api/wl/user/getWlUserWalletBalance: the caller's wallet (balance, credit limit, available). */
export function useWalletBalance() {
  return useQuery({
    queryKey: ["wallet", "balance"],
    retry: false,
    queryFn: () => postPlain<TWalletBalance>("/api/wl/user/getWlUserWalletBalance", {}),
  });
}

/** POST /api/payment/getActiveGateway: the site's gateway (razorpay, phonepe, testGateway or none). */
export function useActiveGateway() {
  return useQuery({
    queryKey: ["payments", "active-gateway"],
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: () => postPlain<TActiveGateway>("/api/payment/getActiveGateway", {}),
  });
}

/** POST /api/whitelabel/getBankDetails: the site's accounts for bank transfers. */
export function useBankDetails() {
  return useQuery({
    queryKey: ["payments", "bank-details"],
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: () => postPlain<TBankDetails>("/api/whitelabel/getBankDetails", {}),
  });
}

/** POST /api/whitelabel/getRazorpayDetailsToUser: the gateway order for the validated leg. */
export function useGatewayOrder() {
  return useMutation({
    mutationFn: (input: { orderId: string; isReturn: boolean }) => postPlain<TRazorpayDetails>("/api/whitelabel/getRazorpayDetailsToUser", input),
  });
}
