import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Account screen: replaced by the screen itself before it lands.
export function AccountPage() {
  return (
    <AdminLayout>
      <PageHeader title="Account" />
    </AdminLayout>
  );
}
