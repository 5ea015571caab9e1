import { PageHeader } from '@meridian/ui';
import { AdminLayout } from '../AdminLayout';

// Scaffold for issue 16's Product Filters screen: replaced by the screen itself before it lands.
export function ProductFiltersPage() {
  return (
    <AdminLayout>
      <PageHeader title="Product Filters" />
    </AdminLayout>
  );
}
