import type { Library } from '../../../contract/library';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FollowToggle } from '../../ui/follow-toggle';
import { showToast } from '../../ui/toaster';
import { useFollowLibrary } from './api/follow-library';

/** Follows or unfollows a library; followed ones are listed first on the area's home. */
export function FollowButton({ library }: { library: Pick<Library, 'id' | 'kind' | 'name' | 'followed'> }) {
  const { LL } = useI18nContext();
  const follow = useFollowLibrary();
  const label = library.followed ? LL.library.unfollow({ name: library.name }) : LL.library.follow({ name: library.name });
  return (
    <FollowToggle
      followed={library.followed}
      label={label}
      pending={follow.isPending}
      onToggle={() =>
        follow.mutate(
          { library, follow: !library.followed },
          { onSuccess: () => showToast('success', library.followed ? LL.library.unfollowed({ name: library.name }) : LL.library.followed({ name: library.name })) },
        )
      }
      testId="follow-toggle"
    />
  );
}
