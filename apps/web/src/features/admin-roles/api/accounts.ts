import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNTS_PAGE_SIZE,
  accountsPageSchema,
  roleChangeResultSchema,
  type GrantableRoleName,
  type RoleChangeResult,
} from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';

export type RoleFilter = 'all' | 'player' | 'analyst' | 'admin';

/** The roles screen's search as the page holds it: '' searches nothing. */
export interface AccountFilters {
  q: string;
  role: RoleFilter;
  page: number;
}

export const NO_ACCOUNT_FILTERS: AccountFilters = { q: '', role: 'all', page: 1 };
export { ACCOUNTS_PAGE_SIZE };

export function accountsQuery(filters: AccountFilters): URLSearchParams {
  const query = new URLSearchParams({
    role: filters.role,
    page: String(filters.page),
    pageSize: String(ACCOUNTS_PAGE_SIZE),
  });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  return query;
}

export function useAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: ['admin', 'accounts', filters],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/accounts?${accountsQuery(filters)}`, { schema: accountsPageSchema, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface RoleChangeRequest {
  userId: string;
  role: GrantableRoleName;
  change: 'grant' | 'revoke';
}

/** Grants (PUT) or revokes (DELETE) a role; the list is read again afterwards, counts included. */
export function useRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role, change }: RoleChangeRequest): Promise<RoleChangeResult> => {
      const path = `/api/admin/accounts/${encodeURIComponent(userId)}/roles/${role}`;
      return change === 'grant'
        ? apiClient.put(path, undefined, { schema: roleChangeResultSchema })
        : apiClient.delete(path, { schema: roleChangeResultSchema });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
}
