import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Campaigns screen: replaced by the screen itself before it lands.
export function CampaignsPage() {
  return (
    <AdminLayout>
      <PageHeader title="Campaigns" />
    </AdminLayout>
  );
}
