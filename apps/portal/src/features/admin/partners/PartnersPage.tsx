import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Partners screen: replaced by the screen itself before it lands.
export function PartnersPage() {
  return (
    <AdminLayout>
      <PageHeader title="Partners" />
    </AdminLayout>
  );
}
