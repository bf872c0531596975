"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import type { ZModuleNode, TSaveUserGroupRequest } from "@/lib/contracts/rbac";

type Envelope<T> = { success: boolean; data: T };
export type GroupTree = { id: number; groupName: string; modules: z.infer<typeof ZModuleNode>[] };

export function usePermissionGroupList() {
  return useQuery({
    queryKey: ["rbac", "groups"],
    queryFn: async () => (await api.get<Envelope<{ result: { id: number; groupName: string }[] }>>("/api/rbac/getRBACUserGroupList")).data.result,
  });
}

export function usePermissionGroupTree(userGroupId: number | null) {
  return useQuery({
    queryKey: ["rbac", "group", userGroupId],
    enabled: userGroupId !== null,
    queryFn: async () => (await api.post<Envelope<GroupTree>>("/api/rbac/getUserGroupPermissions", { userGroupId })).data,
  });
}

export function useSavePermissionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSaveUserGroupRequest) =>
      (await api.post<Envelope<{ id: number; groupName: string; message: string }>>("/api/rbac/saveUserGroupPermissions", input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["rbac"] }),
  });
}
