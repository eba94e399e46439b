import { Badge, Box, Button, HStack, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { type ChangeEvent, useState } from 'react';
import { IMPORT_COLUMNS, type ImportPreview, PEOPLE_LIMITS } from '../../../../contract/people';
import { decodeText } from '../../../../contract/text-encoding';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { showToast } from '../../../ui/toaster';
import { useImportPeople, useImportPreview } from '../api/people';

/** Import people from a CSV: read it, preview every row with its errors, then import the valid rows. */
export function ImportTab() {
  const { LL } = useI18nContext();
  const preview = useImportPreview();
  const importing = useImportPeople();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  function changed(text: string) {
    setCsv(text);
    // A preview belongs to the text it was made from.
    setChecked(null);
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PEOPLE_LIMITS.importCharsMax * 4) return setError(LL.manageUser.importTooLarge());
    setError(null);
    // A spreadsheet saved on Chinese Windows is GBK, which File.text() would read as UTF-8 and garble.
    changed(decodeText(new Uint8Array(await file.arrayBuffer())));
  }

  function check() {
    setError(null);
    preview.mutate(csv, { onSuccess: setChecked, onError: (failure) => setError(failure.message) });
  }

  function run() {
    importing.mutate(csv, {
      onSuccess: (result) => {
        showToast('success', LL.manageUser.imported({ created: result.created, skipped: result.skipped }));
        changed('');
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <Stack gap="4" maxWidth="960px">
      <Text fontSize="sm" color="fg.muted">
        {LL.manageUser.importHint({ columns: IMPORT_COLUMNS.join(', '), count: PEOPLE_LIMITS.importRowsMax })}
      </Text>
      <HStack gap="3">
        <Button asChild size="sm" variant="outline">
          <label>
            {LL.manageUser.importChoose()}
            <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void readFile(event)} data-testid="import-file" />
          </label>
        </Button>
        <Button size="sm" onClick={check} disabled={!csv.trim()} loading={preview.isPending} data-testid="import-preview">
          {LL.manageUser.importCheck()}
        </Button>
        <Button size="sm" colorPalette="blue" onClick={run} disabled={!checked || checked.valid === 0 || checked.fileErrors.length > 0} loading={importing.isPending} data-testid="import-run">
          {checked ? LL.manageUser.importRun({ count: checked.valid }) : LL.manageUser.importRunIdle()}
        </Button>
      </HStack>
      <Textarea value={csv} onChange={(event) => changed(event.target.value)} rows={6} fontFamily="mono" fontSize="sm" placeholder={'account,name,email,phone,department,groups\nli.na,李娜,li.na@example.com,,设计部,评审小组'} data-testid="import-text" />
      {error ? (
        <Text color="fg.error" role="alert" data-testid="import-error">
          {error}
        </Text>
      ) : null}
      {checked ? (
        <Box data-testid="import-result">
          {checked.fileErrors.length ? (
            <Stack gap="1">
              {checked.fileErrors.map((message) => (
                <Text key={message} color="fg.error" data-testid="import-file-error">
                  {message}
                </Text>
              ))}
            </Stack>
          ) : (
            <>
              <Text fontSize="sm" mb="2" data-testid="import-counts">
                {LL.manageUser.importCounts({ valid: checked.valid, invalid: checked.invalid })}
              </Text>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{LL.manageUser.importLine()}</Table.ColumnHeader>
                    <Table.ColumnHeader>{LL.manageUser.account()}</Table.ColumnHeader>
                    <Table.ColumnHeader>{LL.manageUser.name()}</Table.ColumnHeader>
                    <Table.ColumnHeader>{LL.manageUser.department()}</Table.ColumnHeader>
                    <Table.ColumnHeader>{LL.manageUser.groups()}</Table.ColumnHeader>
                    <Table.ColumnHeader>{LL.manageUser.importProblems()}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {checked.rows.map((row) => (
                    <Table.Row key={row.line} data-testid="import-row" data-valid={row.errors.length === 0} bg={row.errors.length ? 'red.subtle' : undefined}>
                      <Table.Cell>{row.line}</Table.Cell>
                      <Table.Cell>{row.account}</Table.Cell>
                      <Table.Cell>{row.name}</Table.Cell>
                      <Table.Cell>{row.department || '—'}</Table.Cell>
                      <Table.Cell>{row.groups.join('、') || '—'}</Table.Cell>
                      <Table.Cell>
                        {row.errors.length ? (
                          <Text color="fg.error" fontSize="sm" data-testid="import-row-error">
                            {row.errors.join('；')}
                          </Text>
                        ) : (
                          <Badge colorPalette="green" size="sm">
                            {LL.manageUser.importOk()}
                          </Badge>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
