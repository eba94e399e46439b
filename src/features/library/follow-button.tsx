import { IconButton } from '@chakra-ui/react';
import type { Library } from '../../../contract/library';
import { useI18nContext } from '../../../i18n/i18n-react';
import { showToast } from '../../ui/toaster';
import { useFollowLibrary } from './api/follow-library';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}

/** Follows or unfollows a library; followed ones are listed first on the area's home. */
export function FollowButton({ library }: { library: Pick<Library, 'id' | 'kind' | 'name' | 'followed'> }) {
  const { LL } = useI18nContext();
  const follow = useFollowLibrary();
  const label = library.followed ? LL.library.unfollow({ name: library.name }) : LL.library.follow({ name: library.name });
  return (
    <IconButton
      size="xs"
      variant="ghost"
      color={library.followed ? 'orange.500' : 'fg.muted'}
      aria-label={label}
      title={label}
      aria-pressed={library.followed}
      loading={follow.isPending}
      onClick={() =>
        follow.mutate(
          { library, follow: !library.followed },
          { onSuccess: () => showToast('success', library.followed ? LL.library.unfollowed({ name: library.name }) : LL.library.followed({ name: library.name })) },
        )
      }
      data-testid="follow-toggle"
    >
      <StarIcon filled={library.followed} />
    </IconButton>
  );
}
