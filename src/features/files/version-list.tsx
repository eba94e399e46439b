import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { fileDownloadUrl } from '../../api/content-urls';
import { useFileVersions } from '../../api/file-versions';
import { formatBytes, formatDateTime } from '../../lib/display-format';
import { showToast } from '../../ui/toaster';
import { useRestoreVersion } from './api/restore-version';

interface Props {
  libraryId: number;
  nodeId: number;
  canDownload: boolean;
  canEdit: boolean;
}

/** Every version of a file, newest first: look at one, download it, or make it the newest again. */
export function VersionList({ libraryId, nodeId, canDownload, canEdit }: Props) {
  const { LL, locale } = useI18nContext();
  const versions = useFileVersions(libraryId, nodeId);
  const restore = useRestoreVersion(libraryId);

  if (versions.isPending) return <Spinner size="sm" />;
  if (versions.isError) return <Text color="fg.error">{versions.error.message}</Text>;

  return (
    <Stack gap="2" data-testid="version-list">
      {versions.data.map((version) => (
        <Stack key={version.id} gap="1" borderWidth="1px" rounded="md" p="2" data-testid="version-row" data-version={version.version}>
          <HStack justify="space-between">
            <HStack gap="2">
              <Text fontWeight="semibold">{LL.files.versions.number({ version: version.version })}</Text>
              {version.current ? (
                <Badge colorPalette="green" size="sm">
                  {LL.files.versions.current()}
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {formatBytes(version.size, locale)}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {LL.files.versions.by({ name: version.createdBy?.name ?? '—', time: formatDateTime(version.createdAt, locale) })}
          </Text>
          <HStack gap="2">
            <Button asChild size="2xs" variant="outline">
              <Link to="/browse" search={{ libraryId, nodeId, version: version.current ? undefined : version.version }} data-testid="version-preview">
                {LL.files.actions.preview()}
              </Link>
            </Button>
            {canDownload ? (
              <Button asChild size="2xs" variant="outline">
                <a href={fileDownloadUrl(libraryId, nodeId, version.version)} download data-testid="version-download">
                  {LL.files.actions.download()}
                </a>
              </Button>
            ) : null}
            {canEdit && !version.current ? (
              <Button
                size="2xs"
                variant="outline"
                loading={restore.isPending && restore.variables?.versionId === version.id}
                data-testid="version-restore"
                onClick={() =>
                  restore.mutate(
                    { libraryId, nodeId, versionId: version.id },
                    { onSuccess: (node) => showToast('success', LL.files.versions.restored({ from: version.version, to: node.version })) },
                  )
                }
              >
                {LL.files.versions.restore()}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
