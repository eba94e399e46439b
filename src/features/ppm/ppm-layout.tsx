import { useParams } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLibraryDetail } from '../../api/libraries/library-detail';
import { AreaLayout } from '../../ui/area-layout';
import { SideNav, type SideNavSection } from '../../ui/side-nav';

/** The project-document area: its home, then the open project library. */
export function PpmLayout() {
  const { LL } = useI18nContext();
  const { libraryId } = useParams({ strict: false });
  const { data: library } = useLibraryDetail(libraryId);
  const sections: SideNavSection[] = [
    { key: 'ppm', items: [{ key: 'home', label: LL.screens.ppmHome(), link: { to: '/ppmdoc' }, exact: true }] },
  ];
  if (libraryId) {
    sections.push({
      key: 'library',
      // The library's name once it is known; never a made-up 'Library 2' in its place.
      title: library?.name,
      items: [
        { key: 'files', label: LL.screens.ppmLibFiles(), link: { to: '/ppmdoc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId } } },
      ],
    });
  }
  return <AreaLayout testId="area-ppm" nav={<SideNav label={LL.nav.area()} sections={sections} />} />;
}
