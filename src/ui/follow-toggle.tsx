import { IconButton } from '@chakra-ui/react';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}

interface Props {
  followed: boolean;
  /** Says what a press does: follow or stop following, with the thing's name. */
  label: string;
  pending: boolean;
  onToggle: () => void;
  testId: string;
}

/** The star that follows a library or an item, filled while followed. */
export function FollowToggle({ followed, label, pending, onToggle, testId }: Props) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      color={followed ? 'orange.500' : 'fg.muted'}
      aria-label={label}
      title={label}
      aria-pressed={followed}
      loading={pending}
      onClick={onToggle}
      data-testid={testId}
    >
      <StarIcon filled={followed} />
    </IconButton>
  );
}
