import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Lead Sources screen: replaced by the screen itself before it lands.
export function LeadSourcesPage() {
  return (
    <AdminLayout>
      <PageHeader title="Lead Sources" />
    </AdminLayout>
  );
}
