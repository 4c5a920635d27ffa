import {
  adminArtistResponse,
  adminUserPage,
  adminUserResponse,
  labelVerification,
  type AdminUserPage,
  type SuspendBody,
  type UserStatus,
} from '@sada/contracts/admin';
import type { Role } from '@sada/contracts/enums';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const adminUsersKey = ['admin', 'users'] as const;
export const adminAuditKey = ['admin', 'audit'] as const;
const PAGE_SIZE = 25;

export interface UserFilters {
  q: string;
  role: Role | '';
  status: UserStatus | '';
}

function search(params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  return query.toString();
}

/** GET /api/admin/users: newest accounts first, page by page. */
export function adminUsersQueryOptions(filters: UserFilters) {
  return infiniteQueryOptions({
    queryKey: [...adminUsersKey, 'list', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/admin/users?${search({ ...filters, limit: String(PAGE_SIZE), cursor: pageParam })}`,
        { schema: adminUserPage, signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: AdminUserPage) => last.nextCursor ?? undefined,
  });
}

/** The label accounts an artist may be signed to, for the label select. */
export function labelAccountsQueryOptions() {
  return queryOptions({
    queryKey: [...adminUsersKey, 'labels'] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/users?role=label&limit=100', { schema: adminUserPage, signal }),
    select: (page) => page.users.map((user) => ({ id: user.id, name: user.displayName })),
  });
}

/** After any change: the lists and the record of admin actions are read again. */
function useAdminMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
    },
  });
}

const user = { schema: adminUserResponse };
const artist = { schema: adminArtistResponse };

export function useChangeRole() {
  return useAdminMutation(({ userId, role }: { userId: string; role: Role }) =>
    api.put(`/admin/users/${userId}/role`, { role }, user),
  );
}

export function useSuspendUser() {
  return useAdminMutation(({ userId, ...body }: SuspendBody & { userId: string }) =>
    api.post(`/admin/users/${userId}/suspend`, body, user),
  );
}

export function useRestoreUser() {
  return useAdminMutation((userId: string) => api.post(`/admin/users/${userId}/restore`, {}, user));
}

export function useLabelVerification() {
  return useAdminMutation(({ userId, verified }: { userId: string; verified: boolean }) =>
    verified
      ? api.post(`/admin/labels/${userId}/verify`, {}, { schema: labelVerification })
      : api.delete(`/admin/labels/${userId}/verify`, user),
  );
}

export function useArtistVerification() {
  return useAdminMutation(({ artistId, verified }: { artistId: string; verified: boolean }) =>
    verified
      ? api.post(`/admin/artists/${artistId}/verify`, {}, artist)
      : api.delete(`/admin/artists/${artistId}/verify`, artist),
  );
}

export function useAssignLabel() {
  return useAdminMutation(({ artistId, labelId }: { artistId: string; labelId: string | null }) =>
    api.put(`/admin/artists/${artistId}/label`, { labelId }, artist),
  );
}
