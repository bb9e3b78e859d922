import {
  MAX_PAGE_SIZE,
  PUBLISH_TERMINALS_MAX,
  type Endpoint,
  type PublishOfficeNode,
  type PublishTerminal,
  type TerminalGroupItem,
  type publishApi,
} from '@apm/contract';
import {
  Badge,
  Button,
  Col,
  Flex,
  Input,
  List,
  Row,
  Segmented,
  Table,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { useMemo, useState } from 'react';
import { call } from '../api/client';
import { useCall, useList } from '../api/hooks';
import { useTranslation } from '../i18n/useTranslation';
import { serverPaging } from './pagedTable';

/**
 * The calls a chooser reads: the office tree, the terminal groups and the terminals of an office or
 * a group (each kind's own, under its publish permission).
 */
export interface TerminalCalls {
  officeTreeMap: Endpoint<typeof publishApi.officeTreeMap.input, typeof publishApi.officeTreeMap.answer>;
  groupTreeMap: Endpoint<typeof publishApi.groupTreeMap.input, typeof publishApi.groupTreeMap.answer>;
  terminalSelect: Endpoint<typeof publishApi.terminalSelect.input, typeof publishApi.terminalSelect.answer>;
}

interface Props {
  calls: TerminalCalls;
  /** The terminals chosen so far, by id (kept across pages and offices). */
  chosen: Map<string, PublishTerminal>;
  onChosen: (chosen: Map<string, PublishTerminal>) => void;
  /** Room for large fleets (a full-window page): the tree as tall as the window, longer pages of terminals. */
  roomy?: boolean;
}

type OfficeTreeNode = TreeDataNode & { office: PublishOfficeNode };

const nodeOf = (o: PublishOfficeNode, label: (o: PublishOfficeNode) => string): OfficeTreeNode => ({
  key: o.id,
  title: label(o),
  isLeaf: !o.hasChildren,
  office: o,
});

/** Puts `children` under the node `key` of a tree. */
function withChildren(nodes: OfficeTreeNode[], key: string, children: OfficeTreeNode[]): OfficeTreeNode[] {
  return nodes.map((n) =>
    n.key === key
      ? { ...n, children }
      : n.children
        ? { ...n, children: withChildren(n.children as OfficeTreeNode[], key, children) }
        : n,
  );
}

/**
 * Chooses terminals to publish to: the terminals of the range, office by office (the tree shows
 * how many each office's subtree holds and how many are online) or group by group (all of a
 * group at once), searched by name; the chosen ones are kept across pages, offices and groups.
 * Its texts are the publish namespace's.
 */
export function TerminalChooser({ calls, chosen, onChosen, roomy = false }: Props) {
  const { t } = useTranslation();
  const [by, setBy] = useState<'offices' | 'groups'>('offices');
  const [officeId, setOfficeId] = useState<string | undefined>();
  const [group, setGroup] = useState<TerminalGroupItem | undefined>();
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState({ pageNo: 1, pageSize: roomy ? 50 : 10, name: '' });
  const [tree, setTree] = useState<OfficeTreeNode[] | null>(null);
  const label = (o: PublishOfficeNode) =>
    t('publish.dialog.office', { name: o.name, online: o.online, total: o.terminals });

  const roots = useCall(calls.officeTreeMap, {});
  const shown = useMemo(
    () => tree ?? (roots.data?.jsonObject ?? []).map((o) => nodeOf(o, label)),
    // The label depends on the language only through t, which changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tree, roots.data, t],
  );
  const byGroup = by === 'groups';
  const terminals = useList(
    calls.terminalSelect,
    byGroup ? { ...query, groupId: group?.id } : { ...query, officeId },
    // By group, nothing to list until one is picked.
    { enabled: !byGroup || group !== undefined },
  );
  const listed = byGroup && !group ? [] : (terminals.data?.list ?? []);

  /** Every terminal of the group shown, page by page, added to those chosen. */
  const chooseGroup = async (g: TerminalGroupItem) => {
    setAdding(true);
    try {
      const next = new Map(chosen);
      for (let pageNo = 1; next.size < PUBLISH_TERMINALS_MAX; pageNo++) {
        const { data } = await call(calls.terminalSelect, { pageNo, pageSize: MAX_PAGE_SIZE, name: '', groupId: g.id });
        for (const x of data.list) next.set(x.id, x);
        if (pageNo * MAX_PAGE_SIZE >= data.count) break;
      }
      onChosen(next);
    } finally {
      setAdding(false);
    }
  };

  const load = async (node: OfficeTreeNode) => {
    if (node.children) return;
    const children = (await call(calls.officeTreeMap, { parentId: String(node.key) })).jsonObject;
    setTree(
      withChildren(
        shown,
        String(node.key),
        children.map((o) => nodeOf(o, label)),
      ),
    );
  };

  const pageIds = listed.map((x) => x.id);
  const onSelect = (keys: React.Key[]) => {
    const next = new Map(chosen);
    for (const x of listed) {
      if (keys.includes(x.id)) next.set(x.id, x);
      else next.delete(x.id);
    }
    onChosen(next);
  };

  return (
    <Row gutter={16}>
      <Col span={8}>
        <Segmented<'offices' | 'groups'>
          block
          value={by}
          onChange={(v) => {
            setBy(v);
            setQuery((q) => ({ ...q, pageNo: 1 }));
          }}
          options={[
            { value: 'offices', label: t('publish.dialog.offices') },
            { value: 'groups', label: t('publish.dialog.groups') },
          ]}
        />
        <div style={{ maxHeight: roomy ? 'calc(100vh - 280px)' : 420, overflow: 'auto', marginTop: 8 }}>
          {by === 'offices' ? (
            <Tree<OfficeTreeNode>
              treeData={shown}
              loadData={load}
              selectedKeys={officeId ? [officeId] : []}
              onSelect={(keys) => {
                setOfficeId(keys[0] === undefined ? undefined : String(keys[0]));
                setQuery((q) => ({ ...q, pageNo: 1 }));
              }}
            />
          ) : (
            <GroupList
              calls={calls}
              selected={group?.id}
              onSelect={(g) => {
                setGroup(g);
                setQuery((q) => ({ ...q, pageNo: 1 }));
              }}
            />
          )}
        </div>
      </Col>
      <Col span={16}>
        <Flex gap={8} style={{ marginBottom: 8 }}>
          <Input.Search
            allowClear
            placeholder={t('publish.dialog.search')}
            onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
          />
          {byGroup && group && (
            <Button loading={adding} onClick={() => void chooseGroup(group)}>
              {t('publish.dialog.chooseGroup', { name: group.name, count: group.terminals })}
            </Button>
          )}
          {chosen.size > 0 && <Button onClick={() => onChosen(new Map())}>{t('publish.dialog.clear')}</Button>}
        </Flex>
        <Table<PublishTerminal>
          size="small"
          rowKey="id"
          loading={terminals.isFetching}
          dataSource={listed}
          rowSelection={{ selectedRowKeys: pageIds.filter((id) => chosen.has(id)), onChange: onSelect }}
          columns={[
            { key: 'name', title: t('publish.terminal'), dataIndex: 'name' },
            { key: 'office', title: t('publish.office'), dataIndex: 'officeName' },
            {
              key: 'online',
              title: t('publish.online'),
              width: 110,
              render: (_, x) =>
                x.online ? (
                  <Badge status="success" text={t('publish.states.online')} />
                ) : (
                  <Badge status="default" text={t('publish.states.offline')} />
                ),
            },
          ]}
          {...serverPaging(
            query,
            byGroup && !group ? 0 : (terminals.data?.count ?? 0),
            (p) => setQuery((q) => ({ ...q, ...p })),
            {
              showTotal: (total) => t('publish.dialog.total', { count: total }),
              empty: byGroup && !group ? t('publish.dialog.pickGroup') : t('publish.dialog.empty'),
              size: 'small',
            },
          )}
        />
      </Col>
    </Row>
  );
}

/** The terminal groups of the range, searched by name, a page at a time; one is chosen to show its terminals. */
function GroupList({
  calls,
  selected,
  onSelect,
}: {
  calls: TerminalCalls;
  selected: string | undefined;
  onSelect: (g: TerminalGroupItem) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: 20, name: '' });
  const groups = useList(calls.groupTreeMap, query);
  return (
    <>
      <Input.Search
        allowClear
        size="small"
        placeholder={t('publish.dialog.searchGroups')}
        onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
        style={{ marginBottom: 8 }}
      />
      <List<TerminalGroupItem>
        size="small"
        loading={groups.isFetching}
        dataSource={groups.data?.list ?? []}
        locale={{ emptyText: t('publish.dialog.noGroups') }}
        pagination={
          (groups.data?.count ?? 0) > query.pageSize
            ? {
                size: 'small',
                current: query.pageNo,
                pageSize: query.pageSize,
                total: groups.data?.count ?? 0,
                onChange: (pageNo) => setQuery((q) => ({ ...q, pageNo })),
              }
            : false
        }
        renderItem={(g) => (
          <List.Item
            style={{
              cursor: 'pointer',
              paddingInline: 8,
              background: g.id === selected ? 'rgba(22,119,255,0.08)' : undefined,
            }}
            onClick={() => onSelect(g)}
          >
            <button
              type="button"
              aria-pressed={g.id === selected}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(g);
              }}
              style={{ all: 'unset', cursor: 'pointer', width: '100%' }}
            >
              <Typography.Text strong={g.id === selected}>{g.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t('publish.dialog.groupOf', { office: g.officeName, online: g.online, total: g.terminals })}
              </Typography.Text>
            </button>
          </List.Item>
        )}
      />
    </>
  );
}
