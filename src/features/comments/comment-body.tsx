import { Box, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { MENTION_TOKEN } from '../../../contract/comments';

/** A comment's text with each mention shown as `@name`, marked. */
export function CommentBody({ body }: { body: string }) {
  const parts: { text: string; mention?: string }[] = [];
  let at = 0;
  for (const match of body.matchAll(MENTION_TOKEN)) {
    if (match.index > at) parts.push({ text: body.slice(at, match.index) });
    parts.push({ text: `@${match[1]}`, mention: match[2] });
    at = match.index + match[0].length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return (
    <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="comment-body">
      {parts.map((part, index) =>
        part.mention ? (
          <Box as="span" key={index} color="blue.fg" fontWeight="medium" data-testid="comment-mention" data-account={part.mention}>
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}
