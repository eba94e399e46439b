import { Box, Flex, Heading, HStack, Link as ChakraLink, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ClassifySort, KNOWLEDGE_KINDS, type KnowledgeKind } from '../../../contract/knowledge';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useCategoryItems, useTree } from '../../api/knowledge';
import { formatDateTime } from '../../lib/display-format';
import { pageNumInAddress } from '../../lib/paging';
import { CategoryTree } from '../../ui/category-tree';
import { FollowItemButton, ItemLink, KindLabel } from '../../ui/knowledge-items';
import { Labelled } from '../../ui/labelled';
import { Pager } from '../../ui/pager';
import { ScreenFrame } from '../../ui/screen-frame';

/** What the address says of the items shown: their kind, their order and the page. */
interface ClassifyAddress {
  kind?: KnowledgeKind;
  sort?: ClassifySort;
  order?: 'ASC' | 'DESC';
  pageNum?: number;
}

/** /classify/{id?}: the classification tree, and a category's items the person may read. */
export function ClassifyScreen({ params, search }: { params: { id?: string }; search: ClassifyAddress }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const tree = useTree();
  const sort = search.sort ?? 'updated';
  const order = search.order ?? 'DESC';
  const items = useCategoryItems(id, { kind: search.kind, sort, order, pageNum: search.pageNum ?? 1 });
  const current = tree.data?.find((category) => category.id === id);

  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ to: '/classify/{-$id}', params: { id: params.id }, search: { ...search, ...patch, pageNum: undefined } });

  return (
    <ScreenFrame>
      <Flex gap="6" alignItems="flex-start">
        <Box width="64" flexShrink={0} borderRightWidth="1px" pr="3" data-testid="classify-side">
          <Heading size="sm" mb="2">
            {LL.knowledge.treeTitle()}
          </Heading>
          {tree.isPending ? (
            <Spinner size="sm" />
          ) : tree.isError ? (
            <Text color="fg.error">{tree.error.message}</Text>
          ) : (
            <CategoryTree
              categories={tree.data}
              selected={id}
              renderLabel={(category) => (
                <ChakraLink asChild fontSize="sm">
                  <Link to="/classify/{-$id}" params={{ id: String(category.id) }} search={{ kind: search.kind, sort: search.sort, order: search.order }} data-tree-activate>
                    {category.name}
                    <Text as="span" color="fg.muted" ms="1">
                      ({category.count})
                    </Text>
                  </Link>
                </ChakraLink>
              )}
            />
          )}
        </Box>
        <Box flex="1" minWidth="0">
          {id === undefined ? (
            <Text color="fg.muted" data-testid="classify-choose">
              {LL.knowledge.chooseCategory()}
            </Text>
          ) : (
            <>
              <Heading size="md" mb="3" data-testid="classify-title">
                {current?.name ?? ''}
              </Heading>
              <HStack gap="3" mb="3" alignItems="end" flexWrap="wrap">
                <Labelled label={LL.knowledge.kind()}>
                  <NativeSelect.Root size="sm" width="40">
                    <NativeSelect.Field
                      aria-label={LL.knowledge.kind()}
                      value={search.kind ?? ''}
                      onChange={(event) => setSearch({ kind: (event.target.value || undefined) as KnowledgeKind | undefined })}
                      data-testid="classify-kind"
                    >
                      <option value="">{LL.knowledge.anyKind()}</option>
                      {KNOWLEDGE_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {LL.knowledge.kinds[kind]()}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labelled>
                <Labelled label={LL.knowledge.sort()}>
                  <NativeSelect.Root size="sm" width="36">
                    <NativeSelect.Field
                      aria-label={LL.knowledge.sort()}
                      value={sort}
                      onChange={(event) => setSearch({ sort: event.target.value as 'updated' | 'name' })}
                      data-testid="classify-sort"
                    >
                      <option value="updated">{LL.knowledge.sorts.updated()}</option>
                      <option value="name">{LL.knowledge.sorts.name()}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labelled>
                <NativeSelect.Root size="sm" width="32">
                  <NativeSelect.Field aria-label={LL.knowledge.sort()} value={order} onChange={(event) => setSearch({ order: event.target.value as 'ASC' | 'DESC' })} data-testid="classify-order">
                    <option value="DESC">{LL.knowledge.orders.DESC()}</option>
                    <option value="ASC">{LL.knowledge.orders.ASC()}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
              {items.isPending ? (
                <Spinner size="sm" />
              ) : items.isError ? (
                <Text color="fg.error">{items.error.message}</Text>
              ) : items.data.content.length === 0 ? (
                <Text color="fg.muted" data-testid="classify-none">
                  {LL.knowledge.noItems()}
                </Text>
              ) : (
                <>
                  <Text fontSize="sm" color="fg.muted" mb="2" data-testid="classify-count">
                    {LL.knowledge.count({ count: items.data.totalElements })}
                  </Text>
                  <Table.Root size="sm" data-testid="classify-items">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader width="8" />
                        <Table.ColumnHeader>{LL.knowledge.name()}</Table.ColumnHeader>
                        <Table.ColumnHeader>{LL.knowledge.kind()}</Table.ColumnHeader>
                        <Table.ColumnHeader>{LL.knowledge.library()}</Table.ColumnHeader>
                        <Table.ColumnHeader>{LL.knowledge.maintainers()}</Table.ColumnHeader>
                        <Table.ColumnHeader>{LL.knowledge.updated()}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {items.data.content.map((item) => (
                        <Table.Row key={`${item.kind}:${item.id}`} data-testid="classify-item" data-name={item.name}>
                          <Table.Cell>
                            <FollowItemButton item={item} />
                          </Table.Cell>
                          <Table.Cell wordBreak="break-all">
                            <ItemLink item={item} />
                          </Table.Cell>
                          <Table.Cell>
                            <KindLabel kind={item.kind} />
                          </Table.Cell>
                          <Table.Cell>{item.libraryName}</Table.Cell>
                          <Table.Cell>{item.maintainers.map((person) => person.name).join(', ') || '—'}</Table.Cell>
                          <Table.Cell color="fg.muted" whiteSpace="nowrap">
                            {formatDateTime(item.updatedAt, locale)}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                  <Pager
                    page={items.data}
                    pageLink={(pageNum) => ({ to: '/classify/{-$id}', params: { id: params.id }, search: { ...search, pageNum: pageNumInAddress(pageNum) } })}
                  />
                </>
              )}
            </>
          )}
        </Box>
      </Flex>
    </ScreenFrame>
  );
}
