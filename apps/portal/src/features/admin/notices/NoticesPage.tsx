import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Notices screen: replaced by the screen itself before it lands.
export function NoticesPage() {
  return (
    <AdminLayout>
      <PageHeader title="Notices" />
    </AdminLayout>
  );
}
