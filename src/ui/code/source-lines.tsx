import { Box, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { codeLanguage } from '../../../contract/preview-kind';
import { splitHighlightedLines } from './highlighted-lines';

export interface SourceLine {
  number: number;
  text: string;
}

interface Props {
  /** Consecutive lines of one file, as the server cut them out. */
  lines: SourceLine[];
  /** Chooses the highlighting language. */
  fileName: string;
  /** Lines to mark, both ends included. */
  marked: { from: number; to: number };
  testId?: string;
}

const LINE_HEIGHT = '20px';

/** Some lines of a source file, highlighted, numbered, with the lines a finding is about marked. */
export function SourceLines({ lines, fileName, marked, testId = 'source-lines' }: Props) {
  const text = lines.map((line) => line.text).join('\n');
  const highlighted = useQuery({
    queryKey: ['preview', 'highlightedLines', fileName, text],
    queryFn: async () => splitHighlightedLines((await import('./code-highlighter')).highlightCode(text, codeLanguage(fileName))),
    meta: { persist: false },
    staleTime: Infinity,
  });
  const fragments = highlighted.data;
  const frame = useRef<HTMLPreElement>(null);

  // The finding is what the reader came for: bring its first line into view once the lines are drawn.
  useEffect(() => {
    frame.current?.querySelector('[data-marked="true"]')?.scrollIntoView({ block: 'center' });
  }, [fragments, marked.from]);

  return (
    <Box as="pre" bg="bg" rounded="md" borderWidth="1px" fontFamily="mono" fontSize="sm" overflowX="auto" py="2" data-testid={testId} ref={frame} maxHeight="60vh" overflowY="auto">
      {lines.map((line, index) => {
        const isMarked = line.number >= marked.from && line.number <= marked.to;
        return (
          <Flex
            key={line.number}
            lineHeight={LINE_HEIGHT}
            bg={isMarked ? 'yellow.subtle' : undefined}
            borderLeftWidth="3px"
            borderColor={isMarked ? 'yellow.solid' : 'transparent'}
            data-testid="source-line"
            data-line={line.number}
            data-marked={isMarked}
          >
            <Box as="span" width="14" flexShrink={0} textAlign="right" pr="3" color="fg.subtle" userSelect="none">
              {line.number}
            </Box>
            {fragments ? (
              <Box as="code" whiteSpace="pre" pr="4" dangerouslySetInnerHTML={{ __html: fragments[index] ?? '' }} />
            ) : (
              <Box as="code" whiteSpace="pre" pr="4">
                {line.text}
              </Box>
            )}
          </Flex>
        );
      })}
    </Box>
  );
}
