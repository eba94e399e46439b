import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A filter or field with its name above it. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
