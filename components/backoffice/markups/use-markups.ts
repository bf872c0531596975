"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { api, ApiError } from "@/lib/api-client";
import type { TMarkupRuleView } from "@/lib/contracts/markups";
import type { TLegalEntityWithGroup, TSaveMarkupGroupRequest } from "@/lib/contracts/markup-groups";
import type { RuleKind } from "./markup-format";

type Envelope<T> = { success: boolean; data: T };
export type MarkupGroup = { id: number; groupName: string; isDefault: boolean };
/** A rule as every section shows it; the activity endpoints call the rule's id `id`, the others `markupId`. */
export type MarkupRule = TMarkupRuleView;
type Saved = { message: string };

/** Where each rule kind lives in the API (spec 001 section 7). */
const RULE_ENDPOINTS: Record<RuleKind, { list: string; add: string; update: string; remove: (id: number) => [string, unknown] }> = {
  defaultAirline: {
    list: "/api/markupDiscount/defaultAirlineMarkup",
    add: "/api/markupDiscount/defaultAirlineMarkup",
    update: "/api/markupDiscount/defaultAirlineMarkup",
    remove: (id) => ["/api/markupDiscount/deleteDefaultAirlineMarkup", { markupId: id }],
  },
  airlineSpecific: {
    list: "/api/markupDiscount/airlineSpecificMarkupForWl",
    add: "/api/markupDiscount/airlineSpecificMarkupForWl",
    update: "/api/markupDiscount/airlineSpecificMarkupForWl",
    remove: (id) => ["/api/markupDiscount/deleteAirlineSpecificMarkupForWl", { markupId: id }],
  },
  fixedDeparture: {
    list: "/api/markupDiscount/fixedDepartureMarkup",
    add: "/api/markupDiscount/fixedDepartureMarkup",
    update: "/api/markupDiscount/fixedDepartureMarkup",
    remove: (id) => ["/api/markupDiscount/deleteFixedDepartureMarkupForWl", { markupId: id }],
  },
  activity: {
    list: "/api/activity/markup/getActivityMarkUp",
    add: "/api/activity/markup/addActivityMarkUp",
    update: "/api/activity/markup/editActivityMarkUp",
    remove: (id) => [`/api/activity/markup/deleteActivityMarkup/${id}`, undefined],
  },
};

const keys = {
  all: ["markups"] as const,
  groups: ["markups", "groups"] as const,
  rules: (kind: RuleKind, groupId: number) => ["markups", "rules", kind, groupId] as const,
  customers: ["markups", "customers"] as const,
  mapping: (legalEntityId: number) => ["markups", "mapping", legalEntityId] as const,
};

/** Puts the server's field errors (shortError) on the form's fields; true when there were any. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.shortError) return false;
  for (const [field, message] of Object.entries(error.shortError)) setError(field as Path<T>, { type: "server", message });
  return Object.keys(error.shortError).length > 0;
}

export function useMarkupGroups() {
  return useQuery({
    queryKey: keys.groups,
    queryFn: async () => (await api.get<Envelope<{ result: MarkupGroup[] }>>("/api/markupDiscount/LEGroupsForWl")).data.result,
  });
}

export function useSaveMarkupGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSaveMarkupGroupRequest) => (await api.post<Envelope<MarkupGroup & Saved>>("/api/markupDiscount/LEGroupsForWl", input)).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.groups }), queryClient.invalidateQueries({ queryKey: keys.customers })]),
  });
}

export function useSetDefaultGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: number) => (await api.post<Envelope<{ groupId: number } & Saved>>("/api/markupDiscount/setDefaultLEGroup", { groupId })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.groups }), queryClient.invalidateQueries({ queryKey: keys.customers })]),
  });
}

export function useMarkupRules(kind: RuleKind, groupId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: keys.rules(kind, groupId),
    enabled: isEnabled,
    queryFn: async () => {
      const { result } = (await api.get<Envelope<{ result: (MarkupRule | (Omit<MarkupRule, "markupId"> & { id: number }))[] }>>(RULE_ENDPOINTS[kind].list, { query: { groupId } })).data;
      return result.map((rule): MarkupRule => ("markupId" in rule ? rule : { ...rule, markupId: rule.id }));
    },
  });
}

/** Adds (no id) or updates a rule: the payload is the kind's request schema's input. */
export function useSaveMarkupRule(kind: RuleKind, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ isUpdate, payload }: { isUpdate: boolean; payload: Record<string, unknown> }) => {
      const endpoint = RULE_ENDPOINTS[kind];
      return (await api.post<Envelope<Saved>>(isUpdate ? endpoint.update : endpoint.add, payload)).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.rules(kind, groupId) }),
  });
}

export function useDeleteMarkupRule(kind: RuleKind, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ruleId: number) => {
      const [path, body] = RULE_ENDPOINTS[kind].remove(ruleId);
      return (await api.post<Envelope<Saved>>(path, body)).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.rules(kind, groupId) }),
  });
}

type CustomersPage = { records: TLegalEntityWithGroup[]; totalRecords: number; totalPages: number; page: number };

export function useMarkupCustomers(search: string, page: number) {
  return useQuery({
    queryKey: [...keys.customers, search, page],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await api.get<Envelope<CustomersPage>>("/api/markupDiscount/getLegalEntitiesWithGroups", { query: { search: search || undefined, page } })).data,
  });
}

type GroupMapping = { consumerLEId: number; userGroups: (MarkupGroup & { isSelected: boolean })[]; leRelationConfig: { isTdsDeductable: boolean } };

export function useCustomerGroupMapping(legalEntityId: number | null) {
  return useQuery({
    queryKey: keys.mapping(legalEntityId ?? 0),
    enabled: legalEntityId !== null,
    staleTime: 0,
    queryFn: async () =>
      (await api.get<Envelope<GroupMapping>>("/api/markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups", { query: { consumerLEId: legalEntityId ?? 0 } })).data,
  });
}

export function useMapCustomerToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { groupId: number; LEId: number }) => (await api.post<Envelope<Saved>>("/api/markupDiscount/mapLEIdWithLEGroupId", input)).data,
    onSuccess: (_data, input) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: keys.customers }), queryClient.invalidateQueries({ queryKey: keys.mapping(input.LEId) })]),
  });
}

export function useSetTdsDeduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { isTdsDeductable: boolean; userLEID: number }) =>
      (await api.post<Envelope<{ isTdsDeductable: boolean } & Saved>>("/api/supplier/setLERelationConfig", input)).data,
    onSuccess: (_data, input) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: keys.customers }), queryClient.invalidateQueries({ queryKey: keys.mapping(input.userLEID) })]),
  });
}
