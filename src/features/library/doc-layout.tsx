import { useParams } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { AreaLayout } from '../../ui/area-layout';
import { SideNav, type SideNavSection } from '../../ui/side-nav';

/** The department-document area: its home, search and library management, then the open library. */
export function DocLayout() {
  const { LL } = useI18nContext();
  const { libraryId } = useParams({ strict: false });
  const sections: SideNavSection[] = [
    {
      key: 'doc',
      items: [
        { key: 'home', label: LL.screens.docHome(), link: { to: '/doc' }, exact: true },
        { key: 'search', label: LL.screens.docSearch(), link: { to: '/doc/search' } },
        { key: 'backstage', label: LL.screens.backstage(), link: { to: '/doc/backstage' } },
      ],
    },
  ];
  if (libraryId) {
    sections.push({
      key: 'library',
      title: `${LL.screens.library()} ${libraryId}`,
      items: [
        { key: 'files', label: LL.screens.libFiles(), link: { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId } } },
        { key: 'docSearch', label: LL.screens.libDocSearch(), link: { to: '/doc/lib/$libraryId/docSearch', params: { libraryId } } },
        { key: 'wiki', label: LL.screens.wiki(), link: { to: '/doc/lib/$libraryId/wiki', params: { libraryId } } },
        { key: 'setting', label: LL.screens.libSetting(), link: { to: '/doc/lib/$libraryId/setting', params: { libraryId } } },
        { key: 'recycle', label: LL.screens.libRecycle(), link: { to: '/doc/lib/$libraryId/recycle', params: { libraryId } } },
      ],
    });
  }
  return <AreaLayout testId="area-doc" nav={<SideNav label={LL.nav.area()} sections={sections} />} />;
}
