import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ToolName } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { taskDetailQuery } from '../../../../api/codecheck-tasks';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { toolLabel } from '../../tool-label';
import { HandlerTransferForm } from './handler-transfer-form';

/** Handler Modify: one tool of the task at a time, its open items handed from one owner to an account. */
export function HandlerModifyScreen({ taskId }: { taskId: number }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults.handlerModify;
  const { data: task } = useQuery(taskDetailQuery(taskId));
  const tools = task?.enableToolList ?? [];
  const [chosenTool, setChosenTool] = useState('');
  const toolName = (chosenTool || tools[0]?.toolName) as ToolName | undefined;

  return (
    <ScreenFrame>
      <Stack gap="5" maxWidth="xl" data-testid="handler-modify">
        {task && !toolName ? (
          <Text color="fg.muted" data-testid="handler-no-tools">
            {words.noTools()}
          </Text>
        ) : null}
        {toolName ? (
          <>
            <Field.Root>
              <Field.Label>{words.tool()}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={toolName} onChange={(event) => setChosenTool(event.target.value)} data-testid="handler-tool">
                  {tools.map((tool) => (
                    <option key={tool.toolName} value={tool.toolName}>
                      {toolLabel(LL, tool.toolName, tool.toolDisplayName)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {/* A new tool starts a fresh form: its owners are other people. */}
            <HandlerTransferForm key={toolName} taskId={taskId} toolName={toolName} />
          </>
        ) : null}
      </Stack>
    </ScreenFrame>
  );
}
