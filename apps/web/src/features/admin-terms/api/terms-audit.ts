import {
  termsAcceptancePageSchema,
  usersPendingTermsPageSchema,
  type TermsAcceptancePage,
  type UsersPendingTermsPage,
} from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';

/** The audit's filters as the page holds them: a version ('' for all) and calendar dates ('' for open). */
export interface AuditFilters {
  version: string;
  fromDate: string;
  toDate: string;
}

export const PAGE_SIZE = 25;

/** Local midnight of a YYYY-MM-DD date, `days` later, as an ISO instant. */
function localMidnight(date: string, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + days).toISOString();
}

/** The api's query: both dates are whole days on the admin's calendar, the "to" day included. */
export function filterQuery(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.version) query.set('version', filters.version);
  if (filters.fromDate) query.set('acceptedFrom', localMidnight(filters.fromDate));
  if (filters.toDate) query.set('acceptedTo', localMidnight(filters.toDate, 1));
  return query;
}

export function listAcceptances(filters: AuditFilters, cursor: string | null): Promise<TermsAcceptancePage> {
  const query = filterQuery(filters);
  query.set('limit', String(PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return apiClient.get(`/api/terms/acceptances?${query}`, { schema: termsAcceptancePageSchema });
}

export function listPendingUsers(version: string, cursor: string | null): Promise<UsersPendingTermsPage> {
  const query = new URLSearchParams({ version, limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiClient.get(`/api/terms/pending?${query}`, { schema: usersPendingTermsPageSchema });
}

/** The server writes the CSV (ADR 0041); the page saves it through a blob URL, since it needs the token. */
export async function downloadAcceptancesCsv(filters: AuditFilters): Promise<void> {
  const csv = await apiClient.getText(`/api/terms/acceptances/export?${filterQuery(filters)}`, 'text/csv');
  saveTextFile(csv, `terms-acceptances-${filters.version || 'all'}.csv`, 'text/csv;charset=utf-8');
}
