import { TermsAudit } from '@/features/admin-terms/components/terms-audit';

/** `/admin/terms`: the admins' terms audit; the api refuses anyone else with 403, which the page shows. */
export function AdminTermsRoute() {
  return <TermsAudit />;
}
