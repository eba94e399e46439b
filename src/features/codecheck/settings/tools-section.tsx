import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TOOL_STATUS } from '../../../../contract/codecheck-codes';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import { TOOLS } from '../../../../contract/tools';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { showToast } from '../../../ui/toaster';
import { useAddTools, useSetToolStatus } from '../api/task-mutations';
import { ChoiceCheckboxes } from '../task-fields/choice-checkboxes';
import { toolChoices } from '../task-fields/task-choices';
import { toolLabel } from '../tool-label';
import type { SettingsAccess } from './settings-access';

/** Tools: the task's tools, enabled or suspended, and the ones its languages could add. */
export function ToolsSection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckSettings.tools;
  const setStatus = useSetToolStatus();
  const add = useAddTools();
  const [adding, setAdding] = useState<string[]>([]);
  const current = [...task.enableToolList, ...task.disableToolList];
  const addable = toolChoices(task.langs, LL).filter((choice) => !current.some((tool) => tool.toolName === choice.value));

  return (
    <Stack gap="6" maxWidth="880px">
      <Table.Root size="sm" data-testid="settings-tools">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{words.tool()}</Table.ColumnHeader>
            <Table.ColumnHeader>{words.status()}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {current.map((tool) => {
            const enabled = tool.status === TOOL_STATUS.enabled;
            const name = TOOLS.find((entry) => entry.name === tool.toolName)?.name;
            return (
              <Table.Row key={tool.toolName} data-testid="settings-tool-row" data-name={tool.toolName}>
                <Table.Cell>
                  {toolLabel(LL, tool.toolName, tool.toolDisplayName)}
                  {tool.installed ? null : (
                    <Badge size="xs" ms="2" colorPalette="orange" variant="outline">
                      {words.notInstalled()}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge size="sm" colorPalette={enabled ? 'green' : 'gray'}>
                    {enabled ? words.enabled() : words.suspended()}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {access.editable && name ? (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={setStatus.isPending && setStatus.variables?.toolNames.includes(name)}
                      onClick={() =>
                        setStatus.mutate(
                          { taskId: task.taskId, toolNames: [name], status: enabled ? TOOL_STATUS.suspended : TOOL_STATUS.enabled },
                          { onSuccess: () => showToast('success', LL.codecheckSettings.saved()) },
                        )
                      }
                      data-testid="settings-tool-toggle"
                    >
                      {enabled ? words.suspend() : words.enable()}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>

      {access.editable ? (
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {words.add()}
          </Heading>
          {addable.length ? (
            <>
              <ChoiceCheckboxes choices={addable} value={adding} onChange={setAdding} testId="settings-add-tools" />
              <HStack>
                <Button
                  size="sm"
                  disabled={!adding.length}
                  loading={add.isPending}
                  onClick={() =>
                    add.mutate(
                      { taskId: task.taskId, tools: TOOLS.filter((tool) => adding.includes(tool.name)).map((tool) => tool.name) },
                      {
                        onSuccess: () => {
                          setAdding([]);
                          showToast('success', LL.codecheckSettings.saved());
                        },
                      },
                    )
                  }
                  data-testid="settings-add-tools-submit"
                >
                  {words.addSubmit()}
                </Button>
              </HStack>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {words.nothingToAdd()}
            </Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
