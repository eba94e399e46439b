import { Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ScreenFrame } from '../../ui/screen-frame';
import { myShareLinksQuery } from './share-link-api';
import { ShareLinkTable } from './share-link-table';

/** The links the person made, from the person menu: state, downloads, uses, revoke. */
export function MyShareLinksScreen() {
  const { LL } = useI18nContext();
  const links = useQuery(myShareLinksQuery);
  return (
    <ScreenFrame screen="myShareLinks" showTitle={false}>
      <Heading size="lg" mb="4">
        {LL.shareLinks.mine()}
      </Heading>
      {links.data ? <ShareLinkTable links={links.data} /> : null}
    </ScreenFrame>
  );
}
