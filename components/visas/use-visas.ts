"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TSaveVisaCategoryRequest, TSaveVisaChecklistRequest, TStaffVisaCategory, TStaffVisaChecklist, TVisaCategory, TVisaCategoryVersion, TVisaChecklistVersion } from "@/lib/contracts/visas";

/** The staff visa screen's reads and writes (decision 0045). A failed request throws an ApiError. */

type Data<T> = { data: T };
const KEY = ["visas"] as const;

export function useVisaCategories(countryCode: string) {
  return useQuery({
    queryKey: [...KEY, "categories", countryCode],
    queryFn: async () => (await api.get<Data<{ result: TStaffVisaCategory[] }>>("/api/visa/listVisaCategories", { query: countryCode ? { countryCode } : {} })).data.result,
  });
}

export function useVisaChecklists(categoryId: number) {
  return useQuery({
    queryKey: [...KEY, "checklists", categoryId],
    queryFn: async () => (await api.get<Data<{ category: TVisaCategory; result: TStaffVisaChecklist[] }>>("/api/visa/listVisaChecklists", { query: { categoryId } })).data,
  });
}

export function useVisaChecklistVersions(checklistId: number | null) {
  return useQuery({
    queryKey: [...KEY, "versions", checklistId],
    enabled: checklistId !== null,
    queryFn: async () => (await api.get<Data<{ result: TVisaChecklistVersion[] }>>("/api/visa/getVisaChecklistVersions", { query: { checklistId: checklistId! } })).data.result,
  });
}

export function useVisaCategoryVersions(categoryId: number | null) {
  return useQuery({
    queryKey: [...KEY, "categoryVersions", categoryId],
    enabled: categoryId !== null,
    queryFn: async () => (await api.get<Data<{ result: TVisaCategoryVersion[] }>>("/api/visa/getVisaCategoryVersions", { query: { categoryId: categoryId! } })).data.result,
  });
}

export function useSaveVisaCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSaveVisaCategoryRequest) => (await api.post<Data<TStaffVisaCategory & { message: string }>>("/api/visa/saveVisaCategory", body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveVisaChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSaveVisaChecklistRequest) => (await api.post<Data<TStaffVisaChecklist & { message: string }>>("/api/visa/saveVisaChecklist", body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export type CountryOption = { code: string; name: string };
export function useCountryOptions() {
  return useQuery({
    queryKey: ["countries", "options"],
    staleTime: Infinity,
    queryFn: async () => (await api.get<Data<{ result: { name: string; dial_code: string; code: string }[] }>>("/api/getCountryList")).data.result.map((c) => ({ code: c.code, name: c.name })),
  });
}
