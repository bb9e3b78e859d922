import { DeleteOutlined, EditOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { TERMINAL_GROUP_NAME_MAX, type TerminalGroupItem } from '@apm/contract';
import { Button, Drawer, Flex, Form, Input, Modal, Space, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useAccess } from '../../access/useAccess';
import { GuardedButton } from '../../components/GuardedButton';
import { OFFICE_VIEW } from '../../components/officeTree/api';
import { OfficeTreeSelect } from '../../components/officeTree/OfficeTreeSelect';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../session/SessionContext';
import { TERMINAL_EDIT, useDeleteGroup, useGroups, useSaveGroup } from './api';

interface Props {
  onClose: () => void;
  /** Shows the terminals of a group in the page's list. */
  onShow: (group: TerminalGroupItem) => void;
}

/** What the group form edits: a new group (no id) of an office, or a group's new name. */
type Editing = { id?: string; officeId: string; officeName: string; name: string };

/**
 * Terminal groups of the range (named sets of terminals of an office and its sub-offices): paged on
 * the server and searched by name, each with its office and how many of its terminals are online;
 * made, renamed and deleted here (its terminals stay, in no group), and shown in the list.
 */
export function GroupsDrawer({ onClose, onShow }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { modal, message } = useFeedback();
  const { can } = useAccess();
  const { user } = useSession();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: 20, name: '' });
  const page = useGroups(query);
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<Editing>();
  const [form] = Form.useForm<{ name: string }>();

  const submit = async ({ name }: { name: string }) => {
    if (!editing) return;
    try {
      const saved = await save.mutateAsync({ id: editing.id, officeId: editing.officeId, name: name.trim() });
      void message.success(
        t(editing.id ? 'terminal.groups.renamed' : 'terminal.groups.created', { name: saved.jsonObject.name }),
      );
      setEditing(undefined);
    } catch (err) {
      const exists = err instanceof ApiError && err.fields.some((f) => f.field === 'name' && f.message === 'exists');
      form.setFields([{ name: 'name', errors: [exists ? t('terminal.groups.exists') : errorText(err, translate)] }]);
    }
  };

  const confirmDelete = (g: TerminalGroupItem) =>
    modal.confirm({
      title: t('terminal.groups.deleteTitle', { name: g.name }),
      content: t('terminal.groups.deleteConfirm', { count: g.terminals }),
      okText: t('terminal.groups.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync({ id: g.id });
        void message.success(t('terminal.groups.deleted', { name: g.name }));
      },
    });

  const columns: TableProps<TerminalGroupItem>['columns'] = [
    {
      key: 'name',
      title: t('terminal.groups.name'),
      render: (_, g) => <Typography.Text strong>{g.name}</Typography.Text>,
    },
    { key: 'office', title: t('terminal.office'), dataIndex: 'officeName' },
    {
      key: 'terminals',
      title: t('terminal.groups.terminals'),
      width: 170,
      render: (_, g) => t('terminal.groups.count', { online: g.online, total: g.terminals }),
    },
    {
      key: 'actions',
      title: t('terminal.actions'),
      width: 130,
      render: (_, g) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<FilterOutlined />}
            aria-label={t('terminal.groups.show', { name: g.name })}
            title={t('terminal.groups.show', { name: g.name })}
            onClick={() => onShow(g)}
          />
          <GuardedButton
            authority={TERMINAL_EDIT}
            size="small"
            icon={<EditOutlined />}
            aria-label={t('terminal.groups.rename', { name: g.name })}
            title={t('terminal.groups.rename', { name: g.name })}
            onClick={() => setEditing({ id: g.id, officeId: g.officeId, officeName: g.officeName, name: g.name })}
          />
          <GuardedButton
            authority={TERMINAL_EDIT}
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('terminal.groups.deleteOne', { name: g.name })}
            title={t('terminal.groups.deleteOne', { name: g.name })}
            onClick={() => confirmDelete(g)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Drawer open title={t('terminal.groups.title')} size={820} onClose={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('terminal.groups.intro')}</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('terminal.groups.search')}
          placeholder={t('terminal.groups.search')}
          style={{ maxWidth: 280 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
        />
        <GuardedButton
          authority={TERMINAL_EDIT}
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginInlineStart: 'auto' }}
          onClick={() => setEditing({ officeId: user.officeId, officeName: user.officeName, name: '' })}
        >
          {t('terminal.groups.new')}
        </GuardedButton>
      </Flex>
      <Table<TerminalGroupItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('terminal.groups.total', { count: total }),
          empty: query.name ? t('terminal.groups.noneMatching') : t('terminal.groups.empty'),
        })}
      />
      <Modal
        open={editing !== undefined}
        title={editing?.id ? t('terminal.groups.renameTitle', { name: editing.name }) : t('terminal.groups.new')}
        okText={t('terminal.save')}
        cancelText={t('terminal.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ name: editing?.name }} onFinish={submit}>
          <Form.Item label={t('terminal.office')} required>
            {!editing?.id && can(OFFICE_VIEW) ? (
              <OfficeTreeSelect
                aria-label={t('terminal.office')}
                value={editing?.officeId}
                valueLabel={editing?.officeName}
                onChange={(id, o) => setEditing((e) => e && { ...e, officeId: id, officeName: o?.name ?? id })}
              />
            ) : (
              <Typography.Text>{editing?.officeName}</Typography.Text>
            )}
          </Form.Item>
          <Form.Item
            name="name"
            label={t('terminal.groups.name')}
            extra={t('terminal.groups.nameHelp')}
            rules={[{ required: true, whitespace: true, message: t('terminal.groups.nameRequired') }]}
          >
            <Input maxLength={TERMINAL_GROUP_NAME_MAX} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
