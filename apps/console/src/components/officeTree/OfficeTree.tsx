import type { OfficeNode } from '@apm/contract';
import { Button, Empty, Result, Skeleton, Tree, Typography, type TreeDataNode } from 'antd';
import type { Key } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { buildTree, mapTree } from './loadedTree';
import { OfficeTypeTag } from './OfficeTypeTag';
import type { OfficeTreeView } from './useOfficeTree';

interface OfficeDataNode extends TreeDataNode {
  office: OfficeNode;
}

interface Props {
  view: OfficeTreeView;
  selectedId?: string;
  onSelect: (office: OfficeNode) => void;
  /** Accessible name of the tree. */
  label: string;
}

/** The institution tree, opened office by office; each node shows its name and, for agents and customers, its kind. */
export function OfficeTree({ view, selectedId, onSelect, label }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();

  if (view.rootsQuery.isError && view.roots.length === 0) {
    return (
      <Result
        status="error"
        title={errorText(view.rootsQuery.error, translate)}
        extra={<Button onClick={() => void view.rootsQuery.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (view.rootsQuery.isPending) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  if (view.roots.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('office.noOffices')} />;

  const treeData = mapTree<OfficeDataNode>(buildTree(view.roots, view.loaded), (item, children) => ({
    key: item.office.id,
    office: item.office,
    isLeaf: item.isLeaf,
    children,
    title: (
      <span data-office-node={item.office.name}>
        <Typography.Text>{item.office.name}</Typography.Text>
        <OfficeTypeTag type={item.office.type} />
      </span>
    ),
  }));

  const loadData = async (node: { key: Key }) => {
    const id = String(node.key);
    try {
      await view.open(id);
    } catch (err) {
      // Collapse it, or the tree would ask again at once; opening it again retries.
      view.close(id);
      void message.error(errorText(err, translate));
    }
  };

  return (
    <Tree<OfficeDataNode>
      aria-label={label}
      blockNode
      showLine={{ showLeafIcon: false }}
      treeData={treeData}
      loadData={loadData}
      loadedKeys={view.loadedIds}
      expandedKeys={view.expanded}
      onExpand={(keys) => view.setExpanded(keys.map(String))}
      selectedKeys={selectedId ? [selectedId] : []}
      onSelect={(_keys, info) => onSelect(info.node.office)}
    />
  );
}
