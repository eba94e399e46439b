import { Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { type Category, KNOWLEDGE_KINDS, type KnowledgeKind } from '../../../../contract/knowledge';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { manageCalls, useCandidates, useCategoryItems, useKnowledgeChange, useTree } from '../../../api/knowledge';
import { pageNumInAddress } from '../../../lib/paging';
import { CategoryTree } from '../../../ui/category-tree';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DialogForm } from '../../../ui/form-dialog';
import { ItemLink, KindLabel, treeRows } from '../../../ui/knowledge-items';
import { NameDialog } from '../../../ui/name-dialog';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';

type Dialogs = { kind: 'create'; parentId: number | null } | { kind: 'rename' } | { kind: 'move' } | { kind: 'delete' } | null;

/** Moves a category under another (or to the top) at a position; categories below it are not offered. */
function MoveDialog({ category, categories, onClose }: { category: Category; categories: Category[]; onClose: () => void }) {
  const { LL } = useI18nContext();
  const below = new Set<number>([category.id]);
  for (const row of treeRows(categories)) if (row.parentId !== null && below.has(row.parentId)) below.add(row.id);
  const [parentId, setParentId] = useState<number | null>(category.parentId);
  const [position, setPosition] = useState(category.position + 1);
  const move = useKnowledgeChange(() => manageCalls.move(category.id, parentId, Math.max(0, position - 1)));

  function submit(event: FormEvent) {
    event.preventDefault();
    move.mutate(undefined, { onSuccess: onClose });
  }

  return (
    <DialogForm
      title={LL.knowledge.manage.moveTitle({ name: category.name })}
      testId="move-dialog"
      submitLabel={LL.knowledge.manage.save()}
      pending={move.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field.Root mb="3">
        <Field.Label>{LL.knowledge.manage.parent()}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={parentId ?? ''} onChange={(event) => setParentId(event.target.value ? Number(event.target.value) : null)} data-testid="move-parent">
            <option value="">{LL.knowledge.manage.topLevel()}</option>
            {treeRows(categories)
              .filter((row) => !below.has(row.id))
              .map((row) => (
                <option key={row.id} value={row.id}>
                  {`${'\u00a0\u00a0'.repeat(row.depth)}${row.name}`}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{LL.knowledge.manage.position()}</Field.Label>
        <Input size="sm" type="number" min={1} value={position} onChange={(event) => setPosition(Number(event.target.value) || 1)} data-testid="move-position" />
      </Field.Root>
    </DialogForm>
  );
}

/** Finds libraries, folders, files and wiki pages by name and adds them to the category. */
function AssignPanel({ categoryId }: { categoryId: number }) {
  const { LL } = useI18nContext();
  const [input, setInput] = useState('');
  const [kind, setKind] = useState<KnowledgeKind | undefined>();
  const [keyword, setKeyword] = useState('');
  const candidates = useCandidates(keyword, kind);
  const assign = useKnowledgeChange((item: { kind: KnowledgeKind; id: number }) => manageCalls.assign(categoryId, item));

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" mt="6" data-testid="assign-panel">
      <Heading size="sm" mb="2">
        {LL.knowledge.manage.assignTitle()}
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(input.trim());
        }}
      >
        <HStack mb="2">
          <Input size="sm" value={input} onChange={(event) => setInput(event.target.value)} placeholder={LL.knowledge.manage.candidatesPlaceholder()} aria-label={LL.knowledge.manage.candidatesPlaceholder()} data-testid="assign-keyword" />
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field aria-label={LL.knowledge.kind()} value={kind ?? ''} onChange={(event) => setKind((event.target.value || undefined) as KnowledgeKind | undefined)}>
              <option value="">{LL.knowledge.anyKind()}</option>
              {KNOWLEDGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {LL.knowledge.kinds[k]()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" type="submit" data-testid="assign-find">
            {LL.knowledge.manage.find()}
          </Button>
        </HStack>
      </form>
      {keyword === '' ? null : candidates.isPending ? (
        <Spinner size="sm" />
      ) : candidates.data?.length ? (
        candidates.data.map((item) => (
          <HStack key={`${item.kind}:${item.id}`} py="1" gap="3" data-testid="assign-candidate" data-name={item.name}>
            <KindLabel kind={item.kind} />
            <Box flex="1" minWidth="0" truncate fontSize="sm">
              {item.name}
              <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                {item.libraryName}
              </Text>
            </Box>
            <Button size="xs" variant="outline" loading={assign.isPending && assign.variables?.id === item.id} onClick={() => assign.mutate(item, { onSuccess: () => showToast('success', LL.knowledge.manage.done()) })} data-testid="assign-add">
              {LL.knowledge.manage.assign()}
            </Button>
          </HStack>
        ))
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {LL.knowledge.manage.noCandidates()}
        </Text>
      )}
    </Box>
  );
}

/** manage/classify: the classification tree (create, rename, move, reorder, delete) and each category's items. */
export function ManageClassifyScreen({ search }: { search: { id?: number; pageNum?: number } }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const tree = useTree();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const categories = tree.data ?? [];
  const selected = categories.find((category) => category.id === search.id);
  const items = useCategoryItems(selected?.id, { pageNum: search.pageNum ?? 1, sort: 'name', order: 'ASC' });
  const parent = selected?.parentId ? categories.find((category) => category.id === selected.parentId) : undefined;
  const siblings = selected ? treeRows(categories).filter((row) => row.parentId === selected.parentId) : [];
  const index = siblings.findIndex((row) => row.id === selected?.id);

  const reorder = useKnowledgeChange((delta: number) => manageCalls.move(selected!.id, selected!.parentId, index + delta));
  const remove = useKnowledgeChange(() => manageCalls.remove(selected!.id));
  const unassign = useKnowledgeChange((item: { kind: KnowledgeKind; id: number }) => manageCalls.unassign(selected!.id, item));
  const select = (id: number | undefined) => void navigate({ to: '/manage/classify', search: { id } });

  return (
    <ScreenFrame>
      <Flex gap="6" alignItems="flex-start">
        <Box width="72" flexShrink={0}>
          <HStack gap="1" mb="2" flexWrap="wrap">
            <Button size="xs" onClick={() => setDialog({ kind: 'create', parentId: null })} data-testid="classify-new">
              {LL.knowledge.manage.newTop()}
            </Button>
            <Button size="xs" variant="outline" disabled={!selected} onClick={() => setDialog({ kind: 'create', parentId: selected!.id })} data-testid="classify-new-child">
              {LL.knowledge.manage.newChild()}
            </Button>
          </HStack>
          <HStack gap="1" mb="3" flexWrap="wrap">
            <Button size="xs" variant="outline" disabled={!selected} onClick={() => setDialog({ kind: 'rename' })} data-testid="classify-rename">
              {LL.knowledge.manage.rename()}
            </Button>
            <Button size="xs" variant="outline" disabled={!selected} onClick={() => setDialog({ kind: 'move' })} data-testid="classify-move">
              {LL.knowledge.manage.move()}
            </Button>
            <Button size="xs" variant="outline" disabled={!selected || index <= 0} loading={reorder.isPending && reorder.variables === -1} onClick={() => reorder.mutate(-1)} data-testid="classify-up">
              {LL.knowledge.manage.moveUp()}
            </Button>
            <Button size="xs" variant="outline" disabled={!selected || index < 0 || index >= siblings.length - 1} loading={reorder.isPending && reorder.variables === 1} onClick={() => reorder.mutate(1)} data-testid="classify-down">
              {LL.knowledge.manage.moveDown()}
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" disabled={!selected} onClick={() => setDialog({ kind: 'delete' })} data-testid="classify-delete">
              {LL.knowledge.manage.remove()}
            </Button>
          </HStack>
          {tree.isPending ? (
            <Spinner size="sm" />
          ) : (
            <CategoryTree
              categories={categories}
              selected={selected?.id}
              renderLabel={(category) => (
                <Button size="xs" variant="plain" height="auto" p="0" fontWeight="normal" onClick={() => select(category.id)} data-testid="manage-classify-node" data-tree-activate>
                  {category.name}
                  <Text as="span" color="fg.muted">
                    ({category.count})
                  </Text>
                </Button>
              )}
            />
          )}
        </Box>
        <Box flex="1" minWidth="0">
          {!selected ? (
            <Text color="fg.muted">{LL.knowledge.manage.selectCategory()}</Text>
          ) : (
            <>
              <Heading size="md" mb="3" data-testid="manage-classify-title">
                {selected.name}
              </Heading>
              <Heading size="sm" mb="2">
                {LL.knowledge.manage.items()}
              </Heading>
              {items.isPending ? (
                <Spinner size="sm" />
              ) : !items.data?.content.length ? (
                <Text fontSize="sm" color="fg.muted">
                  {LL.knowledge.noItems()}
                </Text>
              ) : (
                <>
                  <Table.Root size="sm" data-testid="manage-classify-items">
                    <Table.Body>
                      {items.data.content.map((item) => (
                        <Table.Row key={`${item.kind}:${item.id}`} data-testid="manage-classify-item" data-name={item.name}>
                          <Table.Cell>
                            <KindLabel kind={item.kind} />
                          </Table.Cell>
                          <Table.Cell wordBreak="break-all" fontSize="sm">
                            <ItemLink item={item} />
                          </Table.Cell>
                          <Table.Cell>{item.libraryName}</Table.Cell>
                          <Table.Cell textAlign="end">
                            <Button size="xs" variant="ghost" onClick={() => unassign.mutate(item)} data-testid="manage-classify-unassign">
                              {LL.knowledge.manage.unassign()}
                            </Button>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                  <Pager page={items.data} pageLink={(pageNum) => ({ to: '/manage/classify', search: { id: selected.id, pageNum: pageNumInAddress(pageNum) } })} />
                </>
              )}
              <AssignPanel categoryId={selected.id} />
            </>
          )}
        </Box>
      </Flex>

      <NameDialog
        open={dialog?.kind === 'create'}
        title={dialog?.kind === 'create' && dialog.parentId !== null ? LL.knowledge.manage.newChild() : LL.knowledge.manage.newTop()}
        label={LL.knowledge.manage.name()}
        initial=""
        submitLabel={LL.knowledge.manage.create()}
        onSubmit={async (name) => {
          const created = await manageCalls.create(name, dialog?.kind === 'create' ? dialog.parentId : null);
          await tree.refetch();
          select(created.id);
        }}
        onClose={() => setDialog(null)}
      />
      <NameDialog
        open={dialog?.kind === 'rename'}
        title={LL.knowledge.manage.rename()}
        label={LL.knowledge.manage.name()}
        initial={selected?.name ?? ''}
        submitLabel={LL.knowledge.manage.save()}
        onSubmit={async (name) => {
          await manageCalls.rename(selected!.id, name);
          await tree.refetch();
        }}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'move' && selected ? <MoveDialog category={selected} categories={categories} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={LL.knowledge.manage.deleteTitle({ name: selected?.name ?? '' })}
        message={parent ? LL.knowledge.manage.deleteChild({ parent: parent.name }) : LL.knowledge.manage.deleteTop()}
        confirmLabel={LL.knowledge.manage.remove()}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (result) => {
              showToast('success', LL.knowledge.manage.deleted({ categories: result.movedCategories, items: result.movedItems, unassigned: result.unassignedItems }));
              setDialog(null);
              select(parent?.id);
            },
          })
        }
        onClose={() => setDialog(null)}
      />
    </ScreenFrame>
  );
}
