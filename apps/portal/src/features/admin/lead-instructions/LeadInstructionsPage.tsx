import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Lead Instructions screen: replaced by the screen itself before it lands.
export function LeadInstructionsPage() {
  return (
    <AdminLayout>
      <PageHeader title="Lead Instructions" />
    </AdminLayout>
  );
}
