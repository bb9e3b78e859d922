import type { Endpoint, PublishOfficeNode, PublishTerminal, publishApi } from '@apm/contract';
import { Badge, Button, Col, Flex, Input, Row, Table, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { call } from '../api/client';
import { useCall, useList } from '../api/hooks';
import { useTranslation } from '../i18n/useTranslation';
import { serverPaging } from './pagedTable';

/** The calls a chooser reads: the office tree and the terminals of an office (programs' or plans' own, by permission). */
export interface TerminalCalls {
  officeTreeMap: Endpoint<typeof publishApi.officeTreeMap.input, typeof publishApi.officeTreeMap.answer>;
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
 * how many each office's subtree holds and how many are online), searched by name; the chosen
 * ones are kept across pages and offices. Its texts are the publish namespace's.
 */
export function TerminalChooser({ calls, chosen, onChosen, roomy = false }: Props) {
  const { t } = useTranslation();
  const [officeId, setOfficeId] = useState<string | undefined>();
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
  const terminals = useList(calls.terminalSelect, { ...query, officeId });

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

  const pageIds = (terminals.data?.list ?? []).map((x) => x.id);
  const onSelect = (keys: React.Key[]) => {
    const next = new Map(chosen);
    for (const x of terminals.data?.list ?? []) {
      if (keys.includes(x.id)) next.set(x.id, x);
      else next.delete(x.id);
    }
    onChosen(next);
  };

  return (
    <Row gutter={16}>
      <Col span={8}>
        <Typography.Text strong>{t('publish.dialog.offices')}</Typography.Text>
        <div style={{ maxHeight: roomy ? 'calc(100vh - 280px)' : 420, overflow: 'auto', marginTop: 8 }}>
          <Tree<OfficeTreeNode>
            treeData={shown}
            loadData={load}
            selectedKeys={officeId ? [officeId] : []}
            onSelect={(keys) => {
              setOfficeId(keys[0] === undefined ? undefined : String(keys[0]));
              setQuery((q) => ({ ...q, pageNo: 1 }));
            }}
          />
        </div>
      </Col>
      <Col span={16}>
        <Flex gap={8} style={{ marginBottom: 8 }}>
          <Input.Search
            allowClear
            placeholder={t('publish.dialog.search')}
            onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
          />
          {chosen.size > 0 && <Button onClick={() => onChosen(new Map())}>{t('publish.dialog.clear')}</Button>}
        </Flex>
        <Table<PublishTerminal>
          size="small"
          rowKey="id"
          loading={terminals.isFetching}
          dataSource={terminals.data?.list ?? []}
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
          {...serverPaging(query, terminals.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
            showTotal: (total) => t('publish.dialog.total', { count: total }),
            empty: t('publish.dialog.empty'),
            size: 'small',
          })}
        />
      </Col>
    </Row>
  );
}
