import { RolesAdmin } from '@/features/admin-roles/components/roles-admin';

/** `/admin/roles`: the admins' roles screen; the api refuses anyone else with 403, which the page shows. */
export function AdminRolesRoute() {
  return <RolesAdmin />;
}
