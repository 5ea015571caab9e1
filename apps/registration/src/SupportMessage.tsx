import { getSupportContact } from '@meridian/api';
import { withSupportContact } from '@meridian/domain';
import useSWR from 'swr';

/**
 * A registration message with the agency's support phone and sales site where the spec's words
 * stand ("contact us at the support phone", "visit the sales site"), the site as a link. Until the
 * contact is known, or where the server has none configured, the spec's words show.
 */
export function SupportMessage({ message }: { message: string }) {
  const { data } = useSWR('supportContact', () => getSupportContact(), { revalidateOnFocus: false });
  const text = withSupportContact(message, data);
  const site = data?.sales_site_url ?? '';
  const at = site ? text.indexOf(site) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={site} rel="noopener noreferrer">
        {site}
      </a>
      {text.slice(at + site.length)}
    </>
  );
}
