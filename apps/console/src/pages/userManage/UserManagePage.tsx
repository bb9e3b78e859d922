import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { OfficeNode, UserListItem } from '@apm/contract';
import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { useAccess } from '../../access/useAccess';
import { OFFICE_VIEW } from '../../components/officeTree/api';
import { OfficeTree } from '../../components/officeTree/OfficeTree';
import { useOfficeTree } from '../../components/officeTree/useOfficeTree';
import { useFeedback } from '../../feedback/useFeedback';
import { pageAfterDelete } from '../../notice/rules';
import { useSession } from '../../session/SessionContext';
import {
  USER_DELETE,
  USER_EDIT,
  useAssignableRoles,
  useDeleteUsers,
  useSaveUser,
  useUserPage,
  type UserQuery,
} from './api';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserDrawer, type UserDrawerTarget } from './UserDrawer';
import { NO_FILTERS, UserFilters, type UserFilterValues } from './UserFilters';
import { changedUser } from './userForm';
import { UserTable } from './UserTable';

/** /sys/user: the users of the caller's range, by office; created, edited, disabled, reset and deleted here. */
export function UserManagePage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { can } = useAccess();
  const { user: me } = useSession();
  const showTree = can(OFFICE_VIEW);
  const view = useOfficeTree(showTree);
  const [office, setOffice] = useState<OfficeNode>();
  const [filters, setFilters] = useState<UserFilterValues>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<UserDrawerTarget>();
  const [resetting, setResetting] = useState<UserListItem>();

  // The whole range is shown until an office is chosen in the tree.
  const root = view.roots[0];
  useEffect(() => {
    if (root && !office) setOffice(root);
  }, [root, office]);

  const query: UserQuery = {
    ...paging,
    officeId: office && office.id !== root?.id ? office.id : undefined,
    name: filters.name,
    loginName: filters.loginName,
    status: filters.status || undefined,
  };
  const page = useUserPage(query);
  const assignable = useAssignableRoles();
  // Failures of these two are toasted (the confirmation closes either way).
  const toggle = useSaveUser(false);
  const remove = useDeleteUsers();
  const items = page.data?.list ?? [];
  const count = page.data?.count ?? 0;

  const restart = (change: () => void) => {
    change();
    setPaging((p) => ({ ...p, pageNo: 1 }));
    setSelected([]);
  };

  const confirmToggle = (u: UserListItem) => {
    const disabling = u.status === 'active';
    modal.confirm({
      title: disabling ? t('user.disableTitle', { name: u.name }) : t('user.enableTitle', { name: u.name }),
      content: disabling ? t('user.disableConfirm') : t('user.enableConfirm'),
      okText: disabling ? t('user.disable') : t('user.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('user.cancel'),
      onOk: async () => {
        try {
          await toggle.mutateAsync(changedUser(u, { status: disabling ? 'disabled' : 'active' }));
        } catch {
          return;
        }
        void message.success(
          disabling ? t('user.disabledMessage', { name: u.name }) : t('user.enabledMessage', { name: u.name }),
        );
      },
    });
  };

  const confirmDelete = (users: UserListItem[]) => {
    const ids = users.map((u) => u.id).filter((id) => id !== me.id);
    if (ids.length === 0) return;
    modal.confirm({
      title:
        ids.length === 1 && users[0]
          ? t('user.deleteTitle', { name: users[0].name })
          : t('user.deleteManyTitle', { count: ids.length }),
      content: t('user.deleteConfirm'),
      okText: t('user.delete'),
      okButtonProps: { danger: true },
      cancelText: t('user.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ ids: ids.join(',') });
        } catch {
          return;
        }
        void message.success(t('user.deletedMessage', { count: ids.length }));
        setSelected((s) => s.filter((id) => !ids.includes(id)));
        setPaging((p) => ({ ...p, pageNo: pageAfterDelete(count, ids.length, p.pageNo, p.pageSize) }));
      },
    });
  };

  const filtered = filters.name || filters.loginName || filters.status || query.officeId;

  const table = (
    <Card
      title={t('menu.userManage')}
      extra={
        <AuthButton
          authority={USER_EDIT}
          type="primary"
          icon={<PlusOutlined />}
          onClick={() =>
            setDrawer({
              mode: 'create',
              office: office ? { id: office.id, name: office.name } : { id: me.officeId, name: me.officeName },
            })
          }
        >
          {t('user.create')}
        </AuthButton>
      }
      style={{ height: '100%' }}
    >
      <UserFilters onApply={(v) => restart(() => setFilters(v))} />
      {selected.length > 0 && (
        <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
          <AuthButton
            authority={USER_DELETE}
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            onClick={() => confirmDelete(items.filter((u) => selected.includes(u.id)))}
          >
            {t('user.deleteSelected')}
          </AuthButton>
          <Typography.Text type="secondary">{t('user.selected', { count: selected.length })}</Typography.Text>
        </Flex>
      )}
      <UserTable
        items={items}
        count={count}
        paging={paging}
        loading={page.isFetching}
        assignable={assignable.data}
        selected={selected}
        onSelect={setSelected}
        onPage={(p) => {
          setPaging(p);
          setSelected([]);
        }}
        onEdit={(u) => setDrawer({ mode: 'edit', user: u })}
        onToggle={confirmToggle}
        onResetPassword={setResetting}
        onDelete={(u) => confirmDelete([u])}
        emptyText={filtered ? t('user.noneMatching') : t('user.empty')}
      />
      <UserDrawer
        target={drawer}
        onClose={() => setDrawer(undefined)}
        onSaved={(name, mode) => {
          setDrawer(undefined);
          void message.success(
            mode === 'create' ? t('user.createdMessage', { name }) : t('user.savedMessage', { name }),
          );
        }}
      />
      <ResetPasswordModal
        user={resetting}
        onClose={() => setResetting(undefined)}
        onDone={(name) => {
          setResetting(undefined);
          void message.success(t('user.resetMessage', { name }));
        }}
      />
    </Card>
  );

  if (!showTree) {
    return (
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t('user.noOfficeTree')} />
        {table}
      </Flex>
    );
  }
  return (
    <Row gutter={[16, 16]} align="stretch">
      <Col xs={24} lg={6} xxl={5}>
        <Card title={t('user.byOffice')} style={{ height: '100%' }}>
          <div style={{ maxHeight: 'calc(100vh - 260px)', minHeight: 240, overflow: 'auto' }}>
            <OfficeTree
              view={view}
              selectedId={office?.id}
              onSelect={(o) => restart(() => setOffice(o))}
              label={t('user.officeTree')}
            />
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={18} xxl={19}>
        {table}
      </Col>
    </Row>
  );
}
