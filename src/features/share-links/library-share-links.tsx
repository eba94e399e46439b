import { useQuery } from '@tanstack/react-query';
import { libraryShareLinksQuery } from './share-link-api';
import { ShareLinkTable } from './share-link-table';

/** A library's share links, whoever made them, for its admins: state, downloads, uses, revoke. */
export function LibraryShareLinksSection({ libraryId }: { libraryId: number }) {
  const links = useQuery(libraryShareLinksQuery(libraryId));
  return links.data ? <ShareLinkTable links={links.data} /> : null;
}
