import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Roles screen: replaced by the screen itself before it lands.
export function RolesPage() {
  return (
    <AdminLayout>
      <PageHeader title="Roles" />
    </AdminLayout>
  );
}
