"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TCustomerDetails, TUpdateDetailsRequest } from "@/lib/contracts/customer-admin";
import type { TAddWalletEntryRequest, TWalletBalance, TWalletEntryPage, TWalletEntryView } from "@/lib/contracts/wallet";
import { CUSTOMERS_QUERY_KEY } from "./use-customers";

/**
 * The customer dialog's reads and writes, all through the existing endpoints (decision 0018):
 * getUserById, the per-customer switches, Change Details, the monthly report, the markup-group
 * mapping, the permission-group assignment and the wallet ledger. Every successful write refreshes
 * the customer and the customers list (CUSTOMERS_QUERY_KEY).
 */

export const customerKeys = {
  detail: (userId: number) => ["customers", "detail", userId] as const,
  monthly: (userId: number) => ["customers", "monthlyFlights", userId] as const,
  wallet: (userId: number) => ["customers", "wallet", userId] as const,
};

/** Recent wallet entries shown in the dialog. */
export const DIALOG_WALLET_ENTRIES = 5;

/**
 * POST and answer `data`, or throw an ApiError carrying the server's message and field errors. The
 * API client has already toasted a failure; the caller shows the message next to the control too.
 */
export async function postOrThrow<T>(path: string, body: unknown): Promise<T> {
  const envelope = await api.post<ApiEnvelope<T>>(path, body);
  if (!envelope.success || envelope.data === undefined) {
    throw new ApiError(envelope.errorMessage ?? envelope.message ?? "The request failed", 400, { errorCode: envelope.errorCode, shortError: envelope.shortError, body: envelope });
  }
  return envelope.data;
}

async function getOrThrow<T>(path: string): Promise<T> {
  const envelope = await api.get<ApiEnvelope<T>>(path);
  if (!envelope.success || envelope.data === undefined) throw new ApiError(envelope.errorMessage ?? "The request failed", 400, { body: envelope });
  return envelope.data;
}

/** The message of a failed write, for the line under the control. */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error && error.message ? error.message : "The request failed";
}

function refreshCustomer(queryClient: QueryClient, userId: number) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: customerKeys.detail(userId) })]);
}

/** POST /api/wl/user/getUserById: the customer as staff see it (markup and permission group, phones, switches). */
export function useCustomerDetails(userId: number) {
  return useQuery({
    queryKey: customerKeys.detail(userId),
    staleTime: 0,
    queryFn: () => postOrThrow<TCustomerDetails>("/api/wl/user/getUserById", { id: userId }),
  });
}

/**
 * A write whose answer the dialog trusts: on success the customer in the cache takes the server's
 * values (`patch`), the list refreshes and the server's message is toasted. Nothing moves before.
 */
function useCustomerWrite<I, O extends { message: string }>(userId: number, path: string, patch: (customer: TCustomerDetails, answer: O, input: I) => TCustomerDetails | null, onMessage: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => postOrThrow<O>(path, input),
    onSuccess: async (answer, input) => {
      const current = queryClient.getQueryData<TCustomerDetails>(customerKeys.detail(userId));
      const next = current ? patch(current, answer, input) : null;
      if (next) queryClient.setQueryData(customerKeys.detail(userId), next);
      onMessage(answer.message);
      await refreshCustomer(queryClient, userId);
    },
  });
}

export function useToggleBlock(userId: number, onMessage: (message: string) => void) {
  return useCustomerWrite<{ customerId: number; isBlocked: boolean }, { isBlocked: boolean; message: string }>(userId, "/api/wl/user/toggleBlock", (c, a) => ({ ...c, isBlocked: a.isBlocked }), onMessage);
}

export function useToggleSearchExemption(userId: number, onMessage: (message: string) => void) {
  return useCustomerWrite<{ customerId: number; exempt: boolean }, { flightLookToBook: { is_exempted: boolean }; message: string }>(
    userId,
    "/api/wl/user/toggleFlightSearchExemption",
    (c, a) => ({ ...c, flightLookToBook: a.flightLookToBook }),
    onMessage,
  );
}

export function useSetFlightHold(userId: number, onMessage: (message: string) => void) {
  return useCustomerWrite<{ userId: number; isFlightHold: boolean }, { isFlightHoldAllowed: boolean; message: string }>(
    userId,
    "/api/wl/user/setFlightHoldSettingForUser",
    (c, a) => ({ ...c, isFlightHoldAllowed: a.isFlightHoldAllowed }),
    onMessage,
  );
}

export function useSetFlightSearch(userId: number, onMessage: (message: string) => void) {
  return useCustomerWrite<{ userId: number; isFlightSearchAllowed: boolean }, { isFlightSearchAllowed: boolean; message: string }>(
    userId,
    "/api/wl/user/setFlightSearchSettingForUser",
    (c, a) => ({ ...c, isFlightSearchAllowed: a.isFlightSearchAllowed }),
    onMessage,
  );
}

/** POST /api/markupDiscount/mapLEIdWithLEGroupId: the customer's company moves to another markup group. */
export function useChangeMarkupGroup(userId: number, onMessage: (message: string) => void) {
  return useCustomerWrite<{ groupId: number; LEId: number }, { groupId: number; message: string }>(userId, "/api/markupDiscount/mapLEIdWithLEGroupId", (c, a) => ({ ...c, groupId: a.groupId }), onMessage);
}

/** POST /api/rbac/addUserToRBACUserGroup: a permission group, or none (null). */
export function useChangePermissionGroup(userId: number, onMessage: (message: string) => void) {
  return useCustomerWrite<{ userId: number; userGroupId: number | null }, { userGroupId: number | null; message: string }>(
    userId,
    "/api/rbac/addUserToRBACUserGroup",
    (c, a) => ({ ...c, userGroup: a.userGroupId === null ? null : { groupId: a.userGroupId } }),
    onMessage,
  );
}

/** POST /api/wl/user/updateDetails: Change Details; the answer is the updated customer. */
export function useUpdateCustomerDetails(userId: number, onMessage: (message: string) => void) {
  return useCustomerWrite<TUpdateDetailsRequest, { customer: TCustomerDetails; message: string }>(userId, "/api/wl/user/updateDetails", (_c, a) => a.customer, onMessage);
}

export type MonthlyFlights = {
  userId: number;
  flightLookToBook: { is_exempted: boolean };
  result: { month_year: string; look_count: number; book_count: number; ratio: number | null }[];
  total: { look_count: number; book_count: number; ratio: number | null };
};

/** POST /api/wl/user/getCustomerMonthlyFlightDetails: searches and bookings per month. */
export function useMonthlyFlights(userId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: customerKeys.monthly(userId),
    enabled: isEnabled,
    queryFn: () => postOrThrow<MonthlyFlights>("/api/wl/user/getCustomerMonthlyFlightDetails", { userId }),
  });
}

/** The markup groups to choose from (GET /api/markupDiscount/LEGroupsForWl). */
export function useMarkupGroupChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: ["markups", "groups"],
    enabled: isEnabled,
    queryFn: async () => (await getOrThrow<{ result: { id: number; groupName: string; isDefault: boolean }[] }>("/api/markupDiscount/LEGroupsForWl")).result,
  });
}

/** The customer's wallet: the balance and the latest entries (POST /api/wl/user/getWlUserWalletEntry). */
export function useCustomerWallet(userId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: customerKeys.wallet(userId),
    enabled: isEnabled,
    queryFn: () => postOrThrow<TWalletEntryPage>("/api/wl/user/getWlUserWalletEntry", { userId, page: 1, pageSize: DIALOG_WALLET_ENTRIES }),
  });
}

export type WalletEntryInput = { userId: number; amount: number; type: TAddWalletEntryRequest["type"]; remark: string; idempotencyKey: string };

/** POST /api/wl/user/addWlUserWalletEntry: a staff credit or debit; the wallet refreshes. */
export function useAddWalletEntry(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletEntryInput) => postOrThrow<{ entry: TWalletEntryView; balance: TWalletBalance; isReplay: boolean; message: string }>("/api/wl/user/addWlUserWalletEntry", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.wallet(userId) }),
  });
}
