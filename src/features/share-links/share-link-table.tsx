import { Badge, Box, Button, Dialog, HStack, Portal, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ShareLinkInfo } from '../../../contract/share-links';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatDateTime } from '../../lib/display-format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { shareLinkAddress, useRevokeShareLink, useShareLinkUses } from './share-link-api';

/** The uses of one link, newest first. */
function UsesDialog({ link, onClose }: { link: ShareLinkInfo; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const uses = useShareLinkUses(link.id);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="share-link-uses">
            <Dialog.Header>
              <Dialog.Title>
                {LL.shareLinks.uses()} · {link.name}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {uses.data && uses.data.length === 0 ? <Text>{LL.shareLinks.noUses()}</Text> : null}
              {uses.data && uses.data.length > 0 ? (
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{LL.shareLinks.when()}</Table.ColumnHeader>
                      <Table.ColumnHeader>{LL.shareLinks.state()}</Table.ColumnHeader>
                      <Table.ColumnHeader>{LL.shareLinks.who()}</Table.ColumnHeader>
                      <Table.ColumnHeader>{LL.shareLinks.from()}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {uses.data.map((use) => (
                      <Table.Row key={use.id} data-testid="share-link-use">
                        <Table.Cell>{formatDateTime(use.at, locale)}</Table.Cell>
                        <Table.Cell>
                          {LL.shareLinks.event[use.event]()}
                          {use.name ? ` · ${use.name}` : ''}
                        </Table.Cell>
                        <Table.Cell>{use.who ? `${use.who.name} (${use.who.account})` : LL.shareLinks.anonymous()}</Table.Cell>
                        <Table.Cell title={use.userAgent}>{use.ip}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{LL.shareLinks.close()}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Share links with their state, downloads and uses, each revocable while it still opens. */
export function ShareLinkTable({ links }: { links: ShareLinkInfo[] }) {
  const { LL, locale } = useI18nContext();
  const revoke = useRevokeShareLink();
  const [shown, setShown] = useState<ShareLinkInfo | null>(null);
  const [ending, setEnding] = useState<ShareLinkInfo | null>(null);
  if (!links.length) return <Text data-testid="share-links-empty">{LL.shareLinks.none()}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="share-links">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{LL.shareLinks.item()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.shareLinks.audience()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.shareLinks.state()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.shareLinks.uses()}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {links.map((link) => (
            <Table.Row key={link.id} data-testid="share-link-row">
              <Table.Cell>
                <Text fontWeight="medium">{link.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {link.libraryName}
                  {link.path} · {formatDateTime(link.createdAt, locale)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {link.audience === 'public' ? LL.shareLinks.audiencePublic() : link.audience === 'signed_in' ? LL.shareLinks.audienceSignedIn() : link.audienceNames.map((named) => named.name).join(', ')}
                {link.mode === 'upload' ? ` · ${LL.shareLinks.modeUpload()}` : ''}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={link.ended ? 'gray' : 'green'} data-testid="share-link-state">
                  {link.ended ? LL.shareLinks.ended[link.ended]() : LL.shareLinks.active()}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {LL.shareLinks.downloads({ count: link.downloadCount, limit: link.downloadLimit === null ? '' : ` / ${link.downloadLimit}` })}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" onClick={() => setShown(link)} data-testid="share-link-uses-open">
                  {LL.shareLinks.uses()} ({link.uses})
                </Button>
              </Table.Cell>
              <Table.Cell>
                <HStack>
                  <Button size="xs" variant="ghost" onClick={() => void navigator.clipboard?.writeText(shareLinkAddress(link.token))}>
                    {LL.shareLinks.copy()}
                  </Button>
                  {link.ended ? null : (
                    <Button size="xs" colorPalette="red" variant="ghost" loading={revoke.isPending} onClick={() => setEnding(link)} data-testid="share-link-revoke">
                      {LL.shareLinks.revoke()}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {shown ? <UsesDialog link={shown} onClose={() => setShown(null)} /> : null}
      <ConfirmDialog
        open={ending !== null}
        title={LL.shareLinks.revoke()}
        message={LL.shareLinks.revokeConfirm()}
        confirmLabel={LL.shareLinks.revoke()}
        danger
        pending={revoke.isPending}
        onConfirm={() => ending && revoke.mutate(ending.id, { onSettled: () => setEnding(null) })}
        onClose={() => setEnding(null)}
      />
    </Box>
  );
}
