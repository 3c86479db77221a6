import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { GRANTABLE_ROLE_NAMES, type AccountRoles, type GrantableRoleName } from '@quiz/contracts';
import { OWN_ADMIN_ROLE_REFUSAL, revokesOwnAdminRole } from '@quiz/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useSession } from '@/features/auth/hooks/use-session';
import { ApiClientError } from '@/lib/api-client';
import {
  ACCOUNTS_PAGE_SIZE,
  NO_ACCOUNT_FILTERS,
  useAccounts,
  useRoleChange,
  type AccountFilters,
  type RoleChangeRequest,
  type RoleFilter,
} from '../api/accounts';
import { AdminNav } from './admin-nav';
import './roles-admin.css';

const ROLE_TABS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'player', label: 'Players only' },
  { value: 'analyst', label: 'Analysts' },
  { value: 'admin', label: 'Admins' },
];

const ROLE_LABEL: Record<GrantableRoleName, string> = { analyst: 'analyst', admin: 'admin' };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** What the roles screen shows a player or analyst: the api refused them (403), and why. */
export function RolesRefused() {
  return (
    <Card title="Administrators only" headingLevel={1} className="roles-admin roles-admin--refused">
      <Alert title="You cannot open the roles screen.">
        Only administrators can see accounts and change their roles. Ask an administrator if you need a role.
      </Alert>
      <Link to="/generate">Back to Game</Link>
    </Card>
  );
}

const who = (account: AccountRoles) =>
  account.displayName ? `${account.displayName} (${account.email})` : account.email;

/** `/admin/roles`: every account, searchable, with its roles and buttons to grant or revoke analyst and admin. */
export function RolesAdmin() {
  const { access } = useSession();
  const me = access.status === 'signedIn' ? access.user.id : null;
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AccountFilters>(NO_ACCOUNT_FILTERS);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<AccountRoles | null>(null);
  // A slip of the Enter key must not make an admin: the confirmation opens on Cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const accounts = useAccounts(filters);
  const roleChange = useRoleChange();

  // Searching waits for a pause in typing, and starts again from the first page.
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((current) => (current.q === search ? current : { ...current, q: search, page: 1 })),
      250,
    );
    return () => clearTimeout(timer);
  }, [search]);

  if (accounts.error instanceof ApiClientError && accounts.error.status === 403) return <RolesRefused />;

  const page = accounts.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / ACCOUNTS_PAGE_SIZE)) : 1;
  const pending = roleChange.isPending ? roleChange.variables : undefined;

  function change(account: AccountRoles, request: RoleChangeRequest) {
    setNotice(null);
    roleChange.mutate(request, {
      onSuccess: (result) =>
        setNotice({
          tone: result.changed ? 'success' : 'info',
          text: result.changed
            ? `${request.change === 'grant' ? 'Granted' : 'Revoked'} ${request.role} ${request.change === 'grant' ? 'to' : 'from'} ${who(account)}.`
            : `${who(account)}: ${result.message}`,
        }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: `Could not ${request.change} ${request.role} for ${who(account)}: ${error.message}`,
        }),
    });
  }

  return (
    <div className="roles-admin">
      <header className="roles-admin__header">
        <p className="roles-admin__eyebrow">Admin</p>
        <AdminNav />
        <h1 className="roles-admin__title">Roles</h1>
        <p className="roles-admin__lede">
          Every account is a player. Grant analyst to let someone replay plays and read question reports (they
          see players as pseudonyms), and admin to let them manage roles and the terms audit. Every change is
          recorded with your name.
        </p>
      </header>

      <section className="roles-admin__section" aria-labelledby="accounts-title">
        <h2 id="accounts-title">Accounts</h2>
        <form className="roles-admin__filters" role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            label="Search accounts"
            hint="The start of an e-mail or a display name"
            type="search"
            value={search}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </form>
        <div className="roles-tabs" role="group" aria-label="Role">
          {ROLE_TABS.map((tab) => (
            <button
              key={tab.value}
              type="button"
              className="roles-tabs__tab"
              aria-pressed={filters.role === tab.value}
              onClick={() => setFilters((f) => ({ ...f, role: tab.value, page: 1 }))}
            >
              {tab.label} <span className="roles-tabs__count">{page ? page.counts[tab.value] : '…'}</span>
            </button>
          ))}
        </div>

        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : <Alert />}
        {accounts.isPending ? <p role="status">Loading…</p> : null}
        {accounts.error && !(accounts.error instanceof ApiClientError && accounts.error.status === 403) ? (
          <Alert>Could not load the accounts: {accounts.error.message}</Alert>
        ) : null}
        {page && page.items.length === 0 ? (
          <p className="roles-admin__empty">No account matches this search.</p>
        ) : null}

        {page && page.items.length > 0 ? (
          <table className="roles-table" aria-labelledby="accounts-title" aria-busy={accounts.isFetching}>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Roles</th>
                <th scope="col">Joined</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((account) => (
                <tr key={account.userId} data-testid="account-row">
                  <td data-label="Account">
                    <div>
                      <span className="roles-table__name">
                        {account.displayName || 'No display name'}
                        {account.userId === me ? <span className="roles-table__you"> (you)</span> : null}
                      </span>
                      <span className="roles-table__email">{account.email}</span>
                    </div>
                  </td>
                  <td data-label="Roles">
                    <ul className="role-badges" aria-label="Roles">
                      {account.roles.map((role) => (
                        <li key={role} className={`role-badge role-badge--${role}`}>
                          {role}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Joined">
                    <div>
                      <time dateTime={account.createdAt}>
                        {dateFormat.format(new Date(account.createdAt))}
                      </time>
                    </div>
                  </td>
                  <td data-label="Change">
                    <div>
                      <div className="roles-table__actions">
                        {GRANTABLE_ROLE_NAMES.map((role) => {
                          const held = account.roles.includes(role);
                          const ownAdmin = revokesOwnAdminRole(
                            held ? 'revoke' : 'grant',
                            role,
                            me,
                            account.userId,
                          );
                          const busy = pending?.userId === account.userId && pending.role === role;
                          const label = `${held ? 'Revoke' : 'Grant'} ${ROLE_LABEL[role]}`;
                          return (
                            <Button
                              key={role}
                              size="sm"
                              variant={held ? 'secondary' : role === 'admin' ? 'accent' : 'primary'}
                              loading={busy}
                              disabled={ownAdmin || roleChange.isPending}
                              title={ownAdmin ? OWN_ADMIN_ROLE_REFUSAL : undefined}
                              onClick={() =>
                                role === 'admin' && !held
                                  ? setConfirming(account)
                                  : change(account, {
                                      userId: account.userId,
                                      role,
                                      change: held ? 'revoke' : 'grant',
                                    })
                              }
                            >
                              {label}
                              <span className="visually-hidden"> for {account.email}</span>
                            </Button>
                          );
                        })}
                      </div>
                      {account.userId === me && account.roles.includes('admin') ? (
                        <p className="roles-table__note">Another admin can revoke your admin role.</p>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}

        {page && page.total > 0 ? (
          <nav className="roles-admin__pager" aria-label="Pages">
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page <= 1}
              onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
            >
              Previous
            </Button>
            <span>
              Page {filters.page} of {pages} · {page.total} {page.total === 1 ? 'account' : 'accounts'}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page >= pages}
              onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </section>

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Grant admin?"
        initialFocusRef={cancelRef}
        description={
          confirming ? (
            <p>
              <strong>{who(confirming)}</strong> will be able to grant and revoke roles (admin included), see
              who every player is, and read the terms audit. Only another admin can take this back.
            </p>
          ) : null
        }
        footer={
          <div className="roles-admin__confirm">
            <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const account = confirming;
                setConfirming(null);
                if (account) change(account, { userId: account.userId, role: 'admin', change: 'grant' });
              }}
            >
              Grant admin
            </Button>
          </div>
        }
      />
    </div>
  );
}
