import { z } from 'zod';
import { pageQueryShape } from './paging.js';
import { ROLE_NAMES } from './access.js';

/** Roles an admin can grant or revoke on the roles screen; `player` is everyone's and never changes. */
export const GRANTABLE_ROLE_NAMES = ['analyst', 'admin'] as const;
export type GrantableRoleName = (typeof GRANTABLE_ROLE_NAMES)[number];
export const ACCOUNTS_PAGE_SIZE = 25;
export const ACCOUNTS_MAX_PAGE_SIZE = 100;

/** `GET /api/admin/accounts`: accounts and their roles, searched by e-mail or display-name prefix, paged. */
export const listAccountsQuerySchema = z.strictObject({
  /** The start of an e-mail or of a display name, any case; blank lists everyone. */
  q: z
    .string()
    .max(200, 'q must be 200 characters or less')
    .optional()
    .transform((value) => value?.trim() || undefined),
  /** `player`: accounts holding no role beyond player. */
  role: z
    .enum(['all', ...ROLE_NAMES], { message: 'role must be all, player, analyst or admin' })
    .default('all'),
  ...pageQueryShape(ACCOUNTS_PAGE_SIZE, ACCOUNTS_MAX_PAGE_SIZE),
});
export type ListAccountsQuery = z.infer<typeof listAccountsQuerySchema>;

export const accountRolesSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  /** player always, then what was granted. */
  roles: z.array(z.enum(ROLE_NAMES)),
  createdAt: z.string(),
});
export type AccountRoles = z.infer<typeof accountRolesSchema>;

export const accountsPageSchema = z.object({
  items: z.array(accountRolesSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Accounts matching the search and the role filter. */
  total: z.number(),
  /** Accounts matching the search, by role (player counts the accounts holding no other role). */
  counts: z.object({ all: z.number(), player: z.number(), analyst: z.number(), admin: z.number() }),
});
export type AccountsPage = z.infer<typeof accountsPageSchema>;

/** An account id as better-auth issues them: letters, digits, `-` and `_`. */
export const accountRoleParamsSchema = z.strictObject({
  userId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'userId must be an account id (letters, digits, - and _; at most 64)'),
  role: z.enum(GRANTABLE_ROLE_NAMES, {
    message: 'role must be analyst or admin (every account is a player already)',
  }),
});
export type AccountRoleParams = z.infer<typeof accountRoleParamsSchema>;

/** `PUT` / `DELETE /api/admin/accounts/:userId/roles/:role`: what happened, and the account's roles now. */
export const roleChangeResultSchema = z.object({
  userId: z.string(),
  role: z.enum(GRANTABLE_ROLE_NAMES),
  change: z.enum(['grant', 'revoke']),
  /** false when the account already was as asked: nothing was recorded. */
  changed: z.boolean(),
  roles: z.array(z.enum(ROLE_NAMES)),
  message: z.string(),
});
export type RoleChangeResult = z.infer<typeof roleChangeResultSchema>;
