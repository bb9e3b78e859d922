import type { GrantNode } from '@apm/contract';
import { Empty, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useMenuLabel } from '../../layout/menu/useMenuLabel';
import { checkState, toggleGrant } from './grantSelection';

interface Props {
  tree: readonly GrantNode[];
  /** The granted entry ids (antd Form control). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
}

/**
 * The menu and button tree a role grants, as the signed-in user may grant it: each entry with
 * its permission string; pages not built yet are marked (granted now, in the menu once built).
 */
export function GrantTree({ tree, value = [], onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const selected = useMemo(() => new Set(value), [value]);

  const treeData = useMemo(() => {
    const toNode = (n: GrantNode): TreeDataNode => ({
      key: n.id,
      title: (
        <span data-grant={n.id}>
          {label(n.name)}
          {n.type !== 'group' && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
              {n.permission}
            </Typography.Text>
          )}
          {n.type === 'page' && !n.built && <Tag style={{ marginInlineStart: 8 }}>{t('roleManage.notBuilt')}</Tag>}
          {n.custom && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('roleManage.customEntry')}
            </Tag>
          )}
        </span>
      ),
      children: n.children.map(toNode),
    });
    return tree.map(toNode);
  }, [tree, label, t]);

  if (tree.length === 0) return <Empty description={t('roleManage.nothingToGrant')} />;
  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      disabled={disabled}
      defaultExpandedKeys={tree.map((n) => n.id)}
      treeData={treeData}
      checkedKeys={checkState(tree, selected)}
      onCheck={(_keys, info) => onChange?.([...toggleGrant(tree, selected, String(info.node.key), info.checked)])}
      style={{
        maxHeight: 420,
        overflow: 'auto',
        border: '1px solid var(--ant-color-border)',
        borderRadius: 6,
        padding: 8,
      }}
    />
  );
}
