import { Button, Heading, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { currentUserQuery } from '../../api/session';
import { ScreenFrame } from '../../ui/screen-frame';
import { useTopTabs } from '../../ui/top-tabs';

/** The department-document home: a welcome and the places this person can reach. */
export function DocHomeScreen() {
  const { LL } = useI18nContext();
  const { data: user } = useQuery(currentUserQuery);
  const tabs = useTopTabs();
  return (
    <ScreenFrame showTitle={false}>
      <Heading as="h1" size="2xl" mb="2" data-testid="welcome">
        {LL.docHome.welcome({ name: user?.name ?? '' })}
      </Heading>
      <Text color="fg.muted" mb="6">
        {LL.docHome.intro()}
      </Text>
      <Text fontWeight="semibold" mb="3">
        {LL.docHome.reachable()}
      </Text>
      <Wrap gap="3" data-testid="reachable-tabs">
        {tabs.map((tab) => (
          <Button key={tab.key} asChild variant="outline">
            <Link {...tab.link}>{tab.label}</Link>
          </Button>
        ))}
      </Wrap>
    </ScreenFrame>
  );
}
