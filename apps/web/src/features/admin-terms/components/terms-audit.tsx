import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { CURRENT_TERMS_VERSION, TERMS_VERSIONS } from '@quiz/domain';
import type { TermsAcceptance, UserPendingTerms } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { AdminNav } from '@/features/admin-roles/components/admin-nav';
import { TextField } from '@/components/ui/text-field';
import {
  downloadAcceptancesCsv,
  listAcceptances,
  listPendingUsers,
  type AuditFilters,
} from '../api/terms-audit';
import { usePaged, type PagedState } from './use-paged';
import './terms-audit.css';

const VERSION_OPTIONS = [
  { value: '', label: 'All versions' },
  ...TERMS_VERSIONS.map((version) => ({ value: version, label: version })),
];

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{timeFormat.format(new Date(iso))}</time>;
}

function UserCell({ name, id }: { name: string | null; id: string }) {
  return (
    <>
      <span className="audit-table__name">{name || 'Unknown user'}</span>
      <span className="audit-table__id">{id}</span>
    </>
  );
}

function LoadMore<T>({ state, onLoadMore }: { state: PagedState<T>; onLoadMore: () => void }) {
  if (state.status !== 'ready' || !state.nextCursor) return null;
  return (
    <Button variant="secondary" onClick={onLoadMore} loading={state.loadingMore} className="audit__more">
      Load more
    </Button>
  );
}

function Status<T>({ state, empty }: { state: PagedState<T>; empty: string }) {
  if (state.status === 'loading') return <p role="status">Loading…</p>;
  if (state.status === 'failed') return <Alert>{state.message}</Alert>;
  if (state.status === 'ready' && state.items.length === 0) return <p className="audit__empty">{empty}</p>;
  return null;
}

/** `/admin/terms`: every acceptance with filters, the users still to accept, and the CSV export. */
export function TermsAudit() {
  const [filters, setFilters] = useState<AuditFilters>({ version: '', fromDate: '', toDate: '' });
  const [exportMessage, setExportMessage] = useState('');
  const [exporting, setExporting] = useState(false);
  const rangeReversed = Boolean(filters.fromDate && filters.toDate && filters.fromDate > filters.toDate);

  const loadAcceptances = useCallback((cursor: string | null) => listAcceptances(filters, cursor), [filters]);
  const acceptances = usePaged<TermsAcceptance>(
    rangeReversed ? 'reversed' : JSON.stringify(filters),
    rangeReversed ? () => Promise.resolve({ items: [], nextCursor: null }) : loadAcceptances,
  );
  const loadPending = useCallback(
    (cursor: string | null) => listPendingUsers(CURRENT_TERMS_VERSION, cursor),
    [],
  );
  const pending = usePaged<UserPendingTerms>('pending', loadPending);

  if (acceptances.state.status === 'forbidden' || pending.state.status === 'forbidden') {
    return (
      <Card title="Administrators only" headingLevel={1} className="audit audit--refused">
        <Alert title="You cannot open the terms audit.">
          Only administrators can see who accepted the terms. Ask an administrator if you need this report.
        </Alert>
        <Link to="/generate">Back to Game</Link>
      </Card>
    );
  }

  const set = (change: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...change }));

  async function exportCsv() {
    setExporting(true);
    setExportMessage('');
    try {
      await downloadAcceptancesCsv(filters);
    } catch (error) {
      setExportMessage(`Export failed: ${error instanceof Error ? error.message : 'Unknown error'}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="audit">
      <header className="audit__header">
        <p className="audit__eyebrow">Admin</p>
        <AdminNav />
        <h1 className="audit__title">Terms audit</h1>
        <p className="audit__lede">
          Every acceptance of the Terms of Use, in the order the event log recorded them.
        </p>
      </header>

      <section className="audit__section" aria-labelledby="acceptances-title">
        <div className="audit__section-head">
          <h2 id="acceptances-title">Acceptances</h2>
          <Button variant="accent" onClick={exportCsv} loading={exporting} disabled={rangeReversed}>
            Export CSV
          </Button>
        </div>
        <form className="audit__filters" aria-label="Filter acceptances" onSubmit={(e) => e.preventDefault()}>
          <Select
            label="Version"
            options={VERSION_OPTIONS}
            value={filters.version}
            onValueChange={(version) => set({ version })}
          />
          <TextField
            label="Accepted from"
            type="date"
            value={filters.fromDate}
            onChange={(e) => set({ fromDate: e.target.value })}
          />
          <TextField
            label="Accepted to"
            type="date"
            value={filters.toDate}
            onChange={(e) => set({ toDate: e.target.value })}
          />
        </form>
        <Alert>{rangeReversed ? 'The start date must be on or before the end date.' : exportMessage}</Alert>
        <Status state={acceptances.state} empty="No acceptances match these filters." />
        {acceptances.state.status === 'ready' && acceptances.state.items.length > 0 ? (
          <div className="audit-table__wrap" tabIndex={0} role="region" aria-label="Acceptances, scrollable">
            <table className="audit-table" aria-labelledby="acceptances-title">
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Email</th>
                  <th scope="col">Version</th>
                  <th scope="col">Accepted at</th>
                  <th scope="col">Recorded at</th>
                  <th scope="col">Event position</th>
                </tr>
              </thead>
              <tbody>
                {acceptances.state.items.map((row) => (
                  <tr key={`${row.userId}-${row.version}`}>
                    <td>
                      <UserCell name={row.displayName} id={row.userId} />
                    </td>
                    <td>{row.email ?? '—'}</td>
                    <td>{row.version}</td>
                    <td>
                      <Time iso={row.acceptedAt} />
                    </td>
                    <td>
                      <Time iso={row.recordedAt} />
                    </td>
                    <td className="audit-table__mono">{row.eventPosition}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <LoadMore state={acceptances.state} onLoadMore={acceptances.loadMore} />
      </section>

      <section className="audit__section" aria-labelledby="pending-title">
        <h2 id="pending-title">Not yet accepted {CURRENT_TERMS_VERSION}</h2>
        <Status
          state={pending.state}
          empty={`Every registered user has accepted ${CURRENT_TERMS_VERSION}.`}
        />
        {pending.state.status === 'ready' && pending.state.items.length > 0 ? (
          <div
            className="audit-table__wrap"
            tabIndex={0}
            role="region"
            aria-label="Users not yet accepted, scrollable"
          >
            <table className="audit-table" aria-labelledby="pending-title">
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Email</th>
                  <th scope="col">Registered at</th>
                </tr>
              </thead>
              <tbody>
                {pending.state.items.map((user) => (
                  <tr key={user.userId}>
                    <td>
                      <UserCell name={user.displayName} id={user.userId} />
                    </td>
                    <td>{user.email}</td>
                    <td>
                      <Time iso={user.registeredAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <LoadMore state={pending.state} onLoadMore={pending.loadMore} />
      </section>
    </div>
  );
}
