import type { OfficeNode } from '@apm/contract';
import { TreeSelect } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../api/errorText';
import { useFeedback } from '../feedback/useFeedback';
import { useTranslate } from '../i18n/useTranslate';

interface Option {
  id: string;
  pId: string | null;
  value: string;
  title: string;
  isLeaf: boolean;
}

interface Props {
  id?: string;
  value?: string;
  /** The name of a value the tree has not loaded yet (e.g. an office deep in the tree). */
  valueLabel?: string;
  onChange?: (id: string) => void;
  /** One level of the tree: no parent, the root(s); a parent, its children. */
  fetchLevel: (parentId: string | undefined, signal?: AbortSignal) => Promise<OfficeNode[]>;
  /** Query key of the tree (a level's key is this plus its parent id). */
  queryKey: readonly unknown[];
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  'aria-label'?: string;
}

const option = (o: OfficeNode): Option => ({
  id: o.id,
  pId: o.parentId,
  value: o.id,
  title: o.name,
  isLeaf: !o.hasChildren,
});

/**
 * A choice of one office, the tree opened level by level from the server (antd Form control).
 * Which offices it offers is the server's: the call behind `fetchLevel` answers only those the
 * user may choose.
 */
export function LazyOfficeTreeSelect({
  id,
  value,
  valueLabel,
  onChange,
  fetchLevel,
  queryKey,
  placeholder,
  disabled,
  status,
  ...aria
}: Props) {
  const translate = useTranslate();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const roots = useQuery({
    queryKey: [...queryKey, ''],
    queryFn: ({ signal }) => fetchLevel(undefined, signal),
  });
  const [loaded, setLoaded] = useState<Record<string, OfficeNode[]>>({});

  const nodes = [...(roots.data ?? []), ...Object.values(loaded).flat()];
  const seen = new Set<string>();
  const treeData = nodes.filter((n) => !seen.has(n.id) && seen.add(n.id)).map(option);
  const rootIds = new Set((roots.data ?? []).map((r) => r.id));
  // Roots have a parent outside the tree: simple mode must see them as roots.
  for (const o of treeData) if (rootIds.has(o.id)) o.pId = null;

  const loadData = async (node: { value?: unknown }) => {
    const parentId = String(node.value);
    try {
      const children = await queryClient.fetchQuery({
        queryKey: [...queryKey, parentId],
        queryFn: ({ signal }) => fetchLevel(parentId, signal),
      });
      setLoaded((l) => ({ ...l, [parentId]: children }));
    } catch (err) {
      void message.error(errorText(err, translate));
    }
  };

  const known = value ? treeData.find((o) => o.value === value) : undefined;
  return (
    <TreeSelect<{ value: string; label: string } | undefined>
      id={id}
      {...aria}
      status={status}
      disabled={disabled}
      treeDataSimpleMode
      treeData={treeData}
      loadData={loadData}
      treeLoadedKeys={Object.keys(loaded)}
      labelInValue
      value={value ? { value, label: known?.title ?? valueLabel ?? value } : undefined}
      onChange={(v) => v && onChange?.(v.value)}
      loading={roots.isPending}
      placeholder={placeholder}
      treeTitleRender={(o) => <span data-office-option={String(o.title)}>{String(o.title)}</span>}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto', minWidth: 280 } } }}
    />
  );
}
