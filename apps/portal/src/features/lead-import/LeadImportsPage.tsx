import { PageHeader } from '@meridian/ui';
import { ImportHistory } from './ImportHistory';
import { StyledPage } from './styles';
import { LEAD_IMPORT_TEXT as T } from './text';
import { UploadForm } from './UploadForm';

/** `/lead/import`: a new import (the file and its choices) and the imports made before, newest first. */
export function LeadImportsPage() {
  return (
    <StyledPage>
      <PageHeader title={T.title} description={T.intro} />
      <UploadForm />
      <ImportHistory />
    </StyledPage>
  );
}
