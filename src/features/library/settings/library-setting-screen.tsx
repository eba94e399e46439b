import { Heading, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ComponentType, useCallback } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { pageNumInAddress } from '../../../lib/paging';
import { ScreenFrame } from '../../../ui/screen-frame';
import { AdminGate } from '../admin-gate';
import { LibrarySettingsForm } from './library-settings-form';
import { OperationsList } from './operations-list';
import { PermissionsEditor } from './permissions-editor';

const SECTIONS = ['basic', 'permissions', 'records', 'shareLinks'] as const;
type SettingSection = (typeof SECTIONS)[number];

interface Props {
  libraryId: number;
  section?: SettingSection;
  pageNum?: number;
  /** The library's share links, handed in by whoever composes the screen; without it the section is not offered. */
  ShareLinks?: ComponentType<{ libraryId: number }>;
}

/** lib setting: the library's settings, its permissions, its operation record and its share links, one section at a time. */
export function LibrarySettingScreen({ libraryId, section = 'basic', pageNum = 1, ShareLinks }: Props) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const forbidden = useCallback(() => void navigate({ to: '/doc/403', replace: true }), [navigate]);

  return (
    <ScreenFrame>
      <AdminGate libraryId={libraryId} onForbidden={forbidden}>
        {(library) => (
          <>
            <Heading as="h2" size="md" mb="3" data-testid="settings-library-name">
              {library.name}
            </Heading>
            <HStack as="nav" gap="1" borderBottomWidth="1px" mb="5" aria-label={LL.screens.libSetting()}>
              {SECTIONS.filter((key) => key !== 'shareLinks' || ShareLinks).map((key) => (
                <ChakraLink
                  key={key}
                  asChild
                  px="3"
                  py="2"
                  mb="-1px"
                  borderBottomWidth="2px"
                  borderColor={key === section ? 'blue.solid' : 'transparent'}
                  color={key === section ? 'blue.fg' : 'fg.muted'}
                  _hover={{ textDecoration: 'none', color: 'fg' }}
                >
                  <Link
                    to="/doc/lib/$libraryId/setting"
                    params={{ libraryId }}
                    search={{ section: key === 'basic' ? undefined : key }}
                    aria-current={key === section ? 'page' : undefined}
                    data-testid={`settings-section-${key}`}
                  >
                    {LL.library.settings.sections[key]()}
                  </Link>
                </ChakraLink>
              ))}
            </HStack>
            {section === 'basic' ? <LibrarySettingsForm library={library} onDeleted={() => void navigate({ to: '/doc/backstage/recycle' })} /> : null}
            {section === 'permissions' ? <PermissionsEditor library={library} /> : null}
            {section === 'shareLinks' && ShareLinks ? <ShareLinks libraryId={libraryId} /> : null}
            {section === 'records' ? (
              <OperationsList
                libraryId={libraryId}
                pageNum={pageNum}
                pageLink={(page) => ({ to: '/doc/lib/$libraryId/setting', params: { libraryId }, search: { section: 'records', pageNum: pageNumInAddress(page) } })}
              />
            ) : null}
          </>
        )}
      </AdminGate>
    </ScreenFrame>
  );
}
