import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Registration Links screen: replaced by the screen itself before it lands.
export function RegistrationLinksPage() {
  return (
    <AdminLayout>
      <PageHeader title="Registration Links" />
    </AdminLayout>
  );
}
