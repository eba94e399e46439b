import { Button, HStack, Text } from '@chakra-ui/react';
import { useI18nContext } from '../../../../../i18n/i18n-react';

interface Props {
  count: number;
  onChangeHandler: () => void;
  /** Lint defects only: ignoring open ones, restoring ignored ones. */
  onIgnore?: () => void;
  onRestore?: () => void;
}

/** What can be done to the ticked rows at once (Handler Modify in bulk, ignore, restore). */
export function SelectionBar({ count, onChangeHandler, onIgnore, onRestore }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  return (
    <HStack gap="2" mb="2" minHeight="8" data-testid="selection-bar">
      <Text fontSize="sm" color="fg.muted">
        {words.selected({ count })}
      </Text>
      <Button size="xs" variant="outline" disabled={count === 0} onClick={onChangeHandler} data-testid="bulk-change-handler">
        {words.changeHandler()}
      </Button>
      {onIgnore ? (
        <Button size="xs" variant="outline" colorPalette="red" disabled={count === 0} onClick={onIgnore} data-testid="bulk-ignore">
          {words.ignore()}
        </Button>
      ) : null}
      {onRestore ? (
        <Button size="xs" variant="outline" disabled={count === 0} onClick={onRestore} data-testid="bulk-restore">
          {words.restore()}
        </Button>
      ) : null}
    </HStack>
  );
}
