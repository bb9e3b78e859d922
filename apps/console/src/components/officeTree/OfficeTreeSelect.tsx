import type { OfficeNode } from '@apm/contract';
import { TreeSelect, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { buildTree, findOffice, mapTree } from './loadedTree';
import { OfficeTypeTag } from './OfficeTypeTag';
import { useOfficeTree } from './useOfficeTree';

interface Option {
  value: string;
  title: string;
  office: OfficeNode;
  isLeaf: boolean;
  disabled: boolean;
  /** Why it cannot be chosen, shown beside its name. */
  note?: string;
  children?: Option[];
}

interface Props {
  id?: string;
  value?: string;
  /** The name to show for a value the tree has not loaded (e.g. a user's office deep in the tree). */
  valueLabel?: string;
  onChange?: (id: string, office: OfficeNode | undefined) => void;
  /** Why an office cannot be chosen (it is shown, greyed, with this note), or undefined. */
  blocked?: (office: OfficeNode) => string | undefined;
  /** Offices shown shut, their subtree out of reach (e.g. the office being moved). */
  closed?: (office: OfficeNode) => boolean;
  placeholder?: string;
  status?: 'error' | 'warning';
  'aria-label'?: string;
  /** Given: the choice can be cleared (a filter), and this is called then. */
  onClear?: () => void;
}

/** A choice of one office from the institution tree, opened office by office (antd Form control). */
export function OfficeTreeSelect({
  id,
  value,
  valueLabel,
  onChange,
  blocked,
  closed,
  placeholder,
  status,
  onClear,
  ...aria
}: Props) {
  const translate = useTranslate();
  const { message } = useFeedback();
  const view = useOfficeTree();

  const treeData = mapTree<Option>(buildTree(view.roots, view.loaded, closed), (item, children) => {
    const note = blocked?.(item.office);
    return {
      value: item.office.id,
      title: item.office.name,
      office: item.office,
      isLeaf: item.isLeaf,
      disabled: note !== undefined,
      note,
      children,
    };
  });

  const loadData = async (node: { value?: unknown }) => {
    const officeId = String(node.value);
    try {
      await view.open(officeId);
    } catch (err) {
      view.close(officeId);
      void message.error(errorText(err, translate));
    }
  };

  const label: ReactNode = value
    ? (findOffice(view.roots, view.loaded, value)?.name ?? valueLabel ?? value)
    : undefined;

  return (
    <TreeSelect<{ value: string; label: ReactNode } | undefined, Option>
      id={id}
      {...aria}
      status={status}
      labelInValue
      value={value ? { value, label } : undefined}
      onChange={(v) => v && onChange?.(v.value, findOffice(view.roots, view.loaded, v.value))}
      allowClear={onClear !== undefined}
      onClear={onClear}
      treeData={treeData}
      loadData={loadData}
      treeLoadedKeys={view.loadedIds}
      treeExpandedKeys={view.expanded}
      onTreeExpand={(keys) => view.setExpanded(keys.map(String))}
      loading={view.rootsQuery.isPending}
      placeholder={placeholder}
      treeTitleRender={(o) => (
        <span data-office-option={o.title}>
          {o.title}
          <OfficeTypeTag type={o.office.type} />
          {o.note && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
              {o.note}
            </Typography.Text>
          )}
        </span>
      )}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto', minWidth: 320 } } }}
    />
  );
}
