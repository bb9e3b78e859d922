import { DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import type { MenuAdminNode } from '@apm/contract';
import {
  Alert,
  Button,
  Card,
  Flex,
  Result,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { useAccess } from '../../access/useAccess';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { MenuIcon } from '../../layout/menu/menuIcons';
import { useMenuLabel } from '../../layout/menu/useMenuLabel';
import { MENU_DELETE, MENU_EDIT, menuInput, useDeleteMenu, useMenuTree, useResetMenu, useSaveMenu } from './api';
import { MenuFormModal, type MenuDialog } from './MenuFormModal';
import { hasVisibility, isChanged, toRows, withVisibility, type MenuRow } from './menuRows';

/** The node of a row (rows are nodes without empty children). */
const nodeOf = (row: MenuRow, tree: readonly MenuAdminNode[]): MenuAdminNode | undefined => {
  const find = (nodes: readonly MenuAdminNode[]): MenuAdminNode | undefined => {
    for (const n of nodes) {
      if (n.id === row.id) return n;
      const below = find(n.children);
      if (below) return below;
    }
    return undefined;
  };
  return find(tree);
};

/**
 * /sysManage/menuManage: the menu tree with names, addresses, icons, order, visibility and
 * permissions. Catalogue entries are renamed, re-ordered and hidden here (never deleted);
 * buttons and links an administrator adds can also be deleted.
 */
export function MenuManagePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const label = useMenuLabel();
  const { message, modal } = useFeedback();
  const { can } = useAccess();
  const tree = useMenuTree();
  const save = useSaveMenu();
  const reset = useResetMenu();
  const remove = useDeleteMenu();
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const rows = useMemo(() => toRows(tree.data ?? []), [tree.data]);
  const nodes = tree.data ?? [];

  const setVisible = (n: MenuAdminNode, visible: boolean) =>
    save.mutate(menuInput(withVisibility(n, visible)), {
      onSuccess: () =>
        void message.success(t(visible ? 'menuManage.shown' : 'menuManage.hidden', { name: label(n.name) })),
      onError: (err) => void message.error(errorText(err, translate)),
    });

  const confirmReset = (n: MenuAdminNode) =>
    modal.confirm({
      title: t('menuManage.resetTitle', { name: label(n.name) }),
      content: t('menuManage.resetConfirm'),
      okText: t('menuManage.reset'),
      onOk: () => reset.mutateAsync({ id: n.id }).then(() => void message.success(t('menuManage.resetDone'))),
    });

  const confirmDelete = (n: MenuAdminNode) =>
    modal.confirm({
      title: t('menuManage.deleteTitle', { name: label(n.name) }),
      content: t('menuManage.deleteConfirm'),
      okText: t('menuManage.delete'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync({ id: n.id }).then(() => void message.success(t('menuManage.deleted'))),
    });

  const columns: TableColumnsType<MenuRow> = [
    {
      title: t('menuManage.name'),
      key: 'name',
      width: 300,
      fixed: 'start',
      render: (_, r) => (
        <Space size={6} wrap data-menu-row={r.id}>
          <MenuIcon name={r.icon} />
          <Typography.Text strong={r.type === 'group'}>{label(r.name)}</Typography.Text>
          {r.custom && <Tag color="blue">{t('menuManage.tags.custom')}</Tag>}
          {isChanged({ ...r, children: [] }) && <Tag color="orange">{t('menuManage.tags.changed')}</Tag>}
          {r.invisible && hasVisibility({ ...r, children: [] }) && <Tag>{t('menuManage.tags.hidden')}</Tag>}
          {r.type === 'page' && !r.built && <Tag>{t('menuManage.tags.notBuilt')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('menuManage.nameKey'),
      key: 'key',
      width: 170,
      render: (_, r) => <Typography.Text type="secondary">{r.name}</Typography.Text>,
    },
    {
      title: t('menuManage.type'),
      key: 'type',
      width: 90,
      render: (_, r) => t(`menuManage.types.${r.type}`),
    },
    {
      title: t('menuManage.address'),
      key: 'address',
      width: 220,
      ellipsis: true,
      render: (_, r) =>
        r.link ? (
          <Typography.Link href={r.link} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> {r.link}
          </Typography.Link>
        ) : r.path ? (
          `/${r.path}`
        ) : null,
    },
    {
      title: t('menuManage.permission'),
      key: 'permission',
      width: 230,
      render: (_, r) =>
        r.permission === '*' ? (
          <Typography.Text type="secondary">{t('menuManage.everyone')}</Typography.Text>
        ) : (
          <Typography.Text code>{r.permission}</Typography.Text>
        ),
    },
    { title: t('menuManage.order'), dataIndex: 'sort', key: 'sort', width: 80, align: 'end' },
    {
      title: t('menuManage.visible'),
      key: 'visible',
      width: 90,
      render: (_, r) => {
        const n = nodeOf(r, nodes);
        if (!n || !hasVisibility(n)) return null;
        return (
          <Switch
            size="small"
            aria-label={t('menuManage.visibleOf', { name: label(r.name) })}
            checked={!r.invisible}
            disabled={!can(MENU_EDIT) || save.isPending}
            onChange={(visible) => setVisible(n, visible)}
          />
        );
      },
    },
    {
      title: t('menuManage.actions'),
      key: 'actions',
      width: 340,
      fixed: 'end',
      render: (_, r) => {
        const n = nodeOf(r, nodes);
        if (!n) return null;
        return (
          <Space size={0} wrap>
            <AuthButton
              authority={MENU_EDIT}
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setDialog({ mode: 'edit', node: n })}
            >
              {t('menuManage.edit')}
            </AuthButton>
            {n.type === 'page' && (
              <AuthButton
                authority={MENU_EDIT}
                type="link"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ mode: 'addButton', page: n })}
              >
                {t('menuManage.addButton')}
              </AuthButton>
            )}
            {isChanged(n) && (
              <AuthButton
                authority={MENU_EDIT}
                type="link"
                size="small"
                icon={<UndoOutlined />}
                onClick={() => confirmReset(n)}
              >
                {t('menuManage.reset')}
              </AuthButton>
            )}
            {n.custom ? (
              <AuthButton
                authority={MENU_DELETE}
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => confirmDelete(n)}
              >
                {t('menuManage.delete')}
              </AuthButton>
            ) : (
              <Tooltip title={t('menuManage.catalogueNoDelete')}>
                <Button type="link" size="small" danger disabled icon={<DeleteOutlined />}>
                  {t('menuManage.delete')}
                </Button>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('menu.menuManage')}>
      <Alert type="info" showIcon title={t('menuManage.intro')} style={{ marginBottom: 16 }} />
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <AuthButton
          authority={MENU_EDIT}
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ mode: 'addLink' })}
        >
          {t('menuManage.addLink')}
        </AuthButton>
      </Flex>
      {tree.isError && !tree.data ? (
        <Result
          status="error"
          title={errorText(tree.error, translate)}
          extra={<Button onClick={() => void tree.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Table<MenuRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={tree.isFetching}
          pagination={false}
          scroll={{ x: 1540 }}
          expandable={{ defaultExpandAllRows: false }}
        />
      )}
      {dialog && <MenuFormModal dialog={dialog} tree={nodes} onClose={() => setDialog(null)} />}
    </Card>
  );
}
