import { useParams } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLibraryDetail } from '../../api/libraries/library-detail';
import { useLibraryPermission } from '../../api/library-permission';
import { AreaLayout } from '../../ui/area-layout';
import { SideNav, type SideNavSection } from '../../ui/side-nav';

/** The department-document area: its home, search and library management, then the open library. */
export function DocLayout() {
  const { LL } = useI18nContext();
  const { libraryId } = useParams({ strict: false });
  const { data: library } = useLibraryDetail(libraryId);
  const { data: permission } = useLibraryPermission(libraryId);
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
  if (libraryId !== undefined) {
    const params = { libraryId };
    sections.push({
      key: 'library',
      // The library's name once it is known; never a made-up 'Library 2' in its place.
      title: library?.name,
      items: [
        { key: 'files', label: LL.screens.libFiles(), link: { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params } },
        { key: 'docSearch', label: LL.screens.libDocSearch(), link: { to: '/doc/lib/$libraryId/docSearch', params } },
        { key: 'wiki', label: LL.screens.wiki(), link: { to: '/doc/lib/$libraryId/wiki', params } },
        // Settings are for the library's admins; the recycle bin for those who can restore from it.
        ...(permission?.isAdmin ? [{ key: 'setting', label: LL.screens.libSetting(), link: { to: '/doc/lib/$libraryId/setting', params } } as const] : []),
        ...(permission?.canEdit ? [{ key: 'recycle', label: LL.screens.libRecycle(), link: { to: '/doc/lib/$libraryId/recycle', params } } as const] : []),
      ],
    });
  }
  return <AreaLayout testId="area-doc" nav={<SideNav label={LL.nav.area()} sections={sections} />} />;
}
