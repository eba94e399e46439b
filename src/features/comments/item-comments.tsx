import { Box } from '@chakra-ui/react';
import { CommentsPanel } from './comments-panel';

/** A file's or folder's comments, as its details show them. */
export function ItemComments({ libraryId, kind, nodeId }: { libraryId: number; kind: 'file' | 'folder'; nodeId: number }) {
  return (
    <Box mt="5" pt="4" borderTopWidth="1px">
      <CommentsPanel subject={{ type: kind, libraryId, id: nodeId }} />
    </Box>
  );
}
