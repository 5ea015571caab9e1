// The agent's copy of a signed SOA: `GET soa/{id}/pdf/` answers the PDF itself, not JSON.
import { define } from 'superstruct';
import type { ApiClient } from '../core/client';

// Any realm's Blob (the browser's, Node's, a test DOM's): `instance(Blob)` refuses another realm's.
const BlobStruct = define<Blob>(
  'Blob',
  (value) => typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function',
);

/** `GET soa/{id}/pdf/` (the lead's agent, or lead_view_assigned): the signed SOA as a PDF Blob; 404 otherwise. */
export async function getSignedSoaPdf(client: ApiClient, soaId: number): Promise<Blob> {
  return (
    await client.request({
      call: 'getSignedSoaPdf',
      method: 'GET',
      path: `soa/${soaId}/pdf/`,
      answer: 'blob',
      struct: BlobStruct,
    })
  ).data;
}
