import { Button, Field, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Person } from '../../../../../contract/library';
import type { ToolName } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { ApiError } from '../../../../api/api-error';
import { PersonPicker } from '../../../../ui/person-picker';
import { showToast } from '../../../../ui/toaster';
import { useFilterChoices } from '../api/filter-choices';
import { type HandlerSource, useHandlerMatches, useTransferHandler } from '../api/handler-transfer';

const NO_HANDLER = 'none';

/** A source as one select value: `none`, `handler:<account>` or `author:<git author>`. */
function sourceOf(value: string): HandlerSource | undefined {
  if (value === NO_HANDLER) return { kind: 'none' };
  const [kind, ...rest] = value.split(':');
  const name = rest.join(':');
  if ((kind === 'handler' || kind === 'author') && name) return { kind, name };
  return undefined;
}

/** Hands every open item of one tool that a person (or nobody) handles, or a git author wrote, to an account. */
export function HandlerTransferForm({ taskId, toolName }: { taskId: number; toolName: ToolName }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults.handlerModify;
  const [sourceValue, setSourceValue] = useState('');
  const [target, setTarget] = useState<Person[]>([]);
  const [error, setError] = useState<string | null>(null);

  const source = sourceOf(sourceValue);
  const choices = useFilterChoices(taskId, toolName);
  const matches = useHandlerMatches(taskId, toolName, source);
  const transfer = useTransferHandler(taskId, toolName);
  const ids = matches.data ?? [];
  const handlers = choices.data?.handlers ?? [];
  // A git author who is an account already listed as a handler is that person: listed once, as the handler.
  const authors = (choices.data?.authors ?? []).filter((author) => !author.account || !handlers.some((handler) => handler.name === author.account));

  async function apply() {
    const handler = target[0]?.account;
    if (!handler || ids.length === 0) return;
    setError(null);
    try {
      const changed = await transfer.mutateAsync({ ids, handler });
      showToast('success', LL.codecheckResults.handlerChanged({ count: changed }));
      setSourceValue('');
      setTarget([]);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : LL.errors.serverError());
    }
  }

  return (
    <>
      <Field.Root>
        <Field.Label>{words.current()}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={sourceValue}
            onChange={(event) => {
              setSourceValue(event.target.value);
              setError(null);
            }}
            data-testid="handler-source"
          >
            <option value="">{words.chooseCurrent()}</option>
            <option value={NO_HANDLER}>{words.noHandler()}</option>
            <optgroup label={words.handlers()}>
              {handlers.map((handler) => (
                <option key={handler.name} value={`handler:${handler.name}`}>
                  {`${handler.name} (${handler.count})`}
                </option>
              ))}
            </optgroup>
            <optgroup label={words.authors()}>
              {authors.map((author) => (
                <option key={author.name} value={`author:${author.name}`}>
                  {`${author.name} (${author.count})`}
                </option>
              ))}
            </optgroup>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText data-testid="handler-affected" data-count={source && matches.data ? ids.length : undefined}>
          {!source ? words.chooseFirst() : matches.isPending ? LL.app.loading() : words.affected({ count: ids.length })}
        </Field.HelperText>
      </Field.Root>

      <Field.Root invalid={error !== null}>
        <Field.Label>{words.newHandler()}</Field.Label>
        <PersonPicker
          value={target}
          onChange={(people) => {
            setTarget(people);
            setError(null);
          }}
          single
          label={words.newHandler()}
          testId="handler-target"
        />
        <Field.ErrorText data-testid="handler-modify-error">{error}</Field.ErrorText>
      </Field.Root>

      <Text fontSize="sm" color="fg.muted">
        {words.keptAcrossScans()}
      </Text>
      <Button alignSelf="flex-start" disabled={!source || ids.length === 0 || target.length === 0} loading={transfer.isPending} onClick={() => void apply()} data-testid="handler-apply">
        {words.apply()}
      </Button>
    </>
  );
}
