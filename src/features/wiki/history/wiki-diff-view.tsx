import { Box, Grid, Text } from '@chakra-ui/react';
import type { DiffPart } from '../../../../contract/wiki';

/** All parts in reading order: insertions underlined green, deletions struck red. */
export function InlineDiff({ parts }: { parts: DiffPart[] }) {
  return (
    <Box whiteSpace="pre-wrap" borderWidth="1px" rounded="md" p="3" data-testid="diff-inline">
      {parts.map((part, index) =>
        part.type === 'equal' ? (
          <span key={index}>{part.value}</span>
        ) : part.type === 'insert' ? (
          <Box as="ins" key={index} bg="green.subtle" color="green.fg" data-testid="diff-insert">
            {part.value}
          </Box>
        ) : (
          <Box as="del" key={index} bg="red.subtle" color="red.fg" data-testid="diff-delete">
            {part.value}
          </Box>
        ),
      )}
    </Box>
  );
}

/** The older text on the left with its deletions, the newer on the right with its insertions. */
export function SideBySideDiff({ parts, fromLabel, toLabel }: { parts: DiffPart[]; fromLabel: string; toLabel: string }) {
  return (
    <Grid templateColumns="1fr 1fr" gap="3" data-testid="diff-side-by-side">
      {(['delete', 'insert'] as const).map((side) => (
        <Box key={side} borderWidth="1px" rounded="md" p="3" whiteSpace="pre-wrap">
          <Text fontSize="xs" color="fg.muted" mb="2">
            {side === 'delete' ? fromLabel : toLabel}
          </Text>
          {parts
            .filter((part) => part.type === 'equal' || part.type === side)
            .map((part, index) =>
              part.type === 'equal' ? (
                <span key={index}>{part.value}</span>
              ) : (
                <Box as={side === 'delete' ? 'del' : 'ins'} key={index} bg={side === 'delete' ? 'red.subtle' : 'green.subtle'}>
                  {part.value}
                </Box>
              ),
            )}
        </Box>
      ))}
    </Grid>
  );
}
