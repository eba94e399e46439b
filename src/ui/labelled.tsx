import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A filter field with its name above it. The whole is a `<label>`, so the name belongs to the control
 * it holds (read out with it, and a click on it focuses the control) without an id to keep unique.
 */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="label" gap="1">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
