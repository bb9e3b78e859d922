import { MENU_ICONS, MENU_LINK_MAX, MENU_NAME_MAX, MENU_SORT_MAX, type MenuAdminNode } from '@apm/contract';
import { Descriptions, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { MenuIcon } from '../../layout/menu/menuIcons';
import { useMenuLabel } from '../../layout/menu/useMenuLabel';
import { menuInput, useSaveMenu, type MenuValues } from './api';
import { groupsOf, hasVisibility, resourcePrefix } from './menuRows';

/** What the dialog does: change an entry, add a link, or add a button under a page. */
export type MenuDialog =
  | { mode: 'edit'; node: MenuAdminNode }
  | { mode: 'addLink' }
  | { mode: 'addButton'; page: MenuAdminNode };

interface Props {
  dialog: MenuDialog;
  tree: readonly MenuAdminNode[];
  onClose(): void;
}

interface FormValues {
  name: string;
  icon?: string;
  sort: number;
  visible: boolean;
  link?: string;
  parentId?: string;
  /** A link: open to everyone, or to holders of its own permission. */
  audience?: 'everyone' | 'permission';
  permission?: string;
  /** A button's action: its permission is the page's `module:resource:` and this. */
  action?: string;
}

const TOP = '';

/** Changes a menu entry, or adds a link or a button. Catalogue entries keep their path and permission. */
export function MenuFormModal({ dialog, tree, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const label = useMenuLabel();
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveMenu();

  const node = dialog.mode === 'edit' ? dialog.node : undefined;
  const type = node?.type ?? (dialog.mode === 'addLink' ? 'link' : 'button');
  const custom = node ? node.custom : true;
  const page = dialog.mode === 'addButton' ? dialog.page : undefined;
  const prefix = page ? resourcePrefix(page.permission) : '';

  const initial: FormValues = node
    ? {
        name: node.name,
        icon: node.icon ?? undefined,
        sort: node.sort,
        visible: !node.invisible,
        link: node.link ?? undefined,
        parentId: node.parentId ?? TOP,
        audience: node.permission === '*' ? 'everyone' : 'permission',
        permission: node.permission === '*' ? '' : node.permission,
      }
    : { name: '', sort: 0, visible: true, parentId: TOP, audience: 'everyone', permission: '', action: '' };

  const toValues = (v: FormValues): MenuValues => {
    const base = { name: v.name.trim(), icon: v.icon ?? '', sort: v.sort ?? 0, invisible: !v.visible };
    if (node && !node.custom) return { id: node.id, ...base };
    if (type === 'button')
      return {
        ...base,
        id: node?.id,
        type: node ? undefined : 'button',
        parentId: node?.parentId ?? page!.id,
        permission: node ? node.permission : `${prefix}${v.action ?? ''}`,
        invisible: true,
        icon: '',
      };
    return {
      ...base,
      id: node?.id,
      type: node ? undefined : 'link',
      parentId: v.parentId ?? TOP,
      link: v.link?.trim() ?? '',
      permission: node ? node.permission : v.audience === 'everyone' ? '*' : (v.permission ?? '').trim(),
    };
  };

  const onSave = (v: FormValues) =>
    save.mutate(menuInput(toValues(v)), {
      onSuccess: () => {
        void message.success(t(node ? 'menuManage.saved' : 'menuManage.added'));
        onClose();
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fields : [];
        const formField = (f: string): keyof FormValues | undefined =>
          f === 'permission'
            ? type === 'button'
              ? 'action'
              : 'permission'
            : (['name', 'icon', 'sort', 'link', 'parentId'] as const).find((k) => k === f);
        const shown = fields.filter((f) => formField(f.field));
        if (shown.length === 0) {
          void message.error(errorText(err, translate));
          return;
        }
        form.setFields(
          shown.map((f) => ({
            name: formField(f.field)!,
            errors: [i18n.exists(`menuManage.errors.${f.message}`) ? t(`menuManage.errors.${f.message}`) : f.message],
          })),
        );
      },
    });

  const title =
    dialog.mode === 'addLink'
      ? t('menuManage.addLinkTitle')
      : dialog.mode === 'addButton'
        ? t('menuManage.addButtonTitle', { page: label(dialog.page.name) })
        : t('menuManage.editTitle', { name: label(dialog.node.name) });

  const iconOptions = MENU_ICONS.map((name) => ({
    value: name,
    label: (
      <Space>
        <MenuIcon name={name} />
        {name.replace(/Outlined$/, '')}
      </Space>
    ),
  }));

  return (
    <Modal
      open
      title={title}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      okText={t('menuManage.save')}
      cancelText={t('menuManage.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      {node && !node.custom && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('menuManage.type')}>{t(`menuManage.types.${node.type}`)}</Descriptions.Item>
          {node.path && <Descriptions.Item label={t('menuManage.address')}>/{node.path}</Descriptions.Item>}
          <Descriptions.Item label={t('menuManage.permission')}>
            <Typography.Text code>{node.permission}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      {node && !node.custom && (
        <Typography.Paragraph type="secondary">{t('menuManage.catalogueFixed')}</Typography.Paragraph>
      )}
      <Form<FormValues> name="menuEntry" form={form} layout="vertical" initialValues={initial} onFinish={onSave}>
        <Form.Item
          name="name"
          label={custom ? t('menuManage.label') : t('menuManage.nameKey')}
          extra={custom ? undefined : t('menuManage.nameKeyHelp')}
          rules={[{ required: true, whitespace: true, message: t('menuManage.rules.nameRequired') }]}
        >
          <Input maxLength={MENU_NAME_MAX} />
        </Form.Item>
        {!custom && (
          <Form.Item noStyle dependencies={['name']}>
            {({ getFieldValue }) => (
              <Typography.Paragraph type="secondary" style={{ marginTop: -16 }} data-name-preview>
                {t('menuManage.shownAs', { label: label(String(getFieldValue('name') ?? '').trim()) })}
              </Typography.Paragraph>
            )}
          </Form.Item>
        )}
        {type === 'link' && (
          <>
            <Form.Item
              name="link"
              label={t('menuManage.link')}
              extra={t('menuManage.linkHelp')}
              rules={[
                { required: true, message: t('menuManage.rules.linkRequired') },
                { type: 'url', message: t('menuManage.errors.linkFormat') },
                { pattern: /^https?:\/\//i, message: t('menuManage.errors.linkFormat') },
              ]}
            >
              <Input maxLength={MENU_LINK_MAX} placeholder="https://" />
            </Form.Item>
            <Form.Item name="parentId" label={t('menuManage.group')}>
              <Select
                options={[
                  { value: TOP, label: t('menuManage.topLevel') },
                  ...groupsOf(tree).map((g) => ({ value: g.id, label: label(g.name) })),
                ]}
              />
            </Form.Item>
            <Form.Item name="audience" label={t('menuManage.audience')}>
              <Radio.Group
                disabled={node !== undefined}
                options={[
                  { value: 'everyone', label: t('menuManage.everyone') },
                  { value: 'permission', label: t('menuManage.holders') },
                ]}
              />
            </Form.Item>
            <Form.Item noStyle dependencies={['audience']}>
              {({ getFieldValue }) =>
                getFieldValue('audience') === 'permission' && (
                  <Form.Item
                    name="permission"
                    label={t('menuManage.permission')}
                    extra={node ? t('menuManage.permissionFixed') : t('menuManage.linkPermissionHelp')}
                    rules={[
                      { required: true, message: t('menuManage.rules.permissionRequired') },
                      { pattern: /^[a-z]+:[A-Za-z]+:[A-Za-z]+$/, message: t('menuManage.errors.permissionFormat') },
                    ]}
                  >
                    <Input disabled={node !== undefined} placeholder="module:resource:view" />
                  </Form.Item>
                )
              }
            </Form.Item>
          </>
        )}
        {type === 'button' && (
          <Form.Item
            name={node ? 'permission' : 'action'}
            label={t('menuManage.permission')}
            extra={node ? t('menuManage.permissionFixed') : t('menuManage.buttonPermissionHelp')}
            rules={
              node
                ? []
                : [
                    { required: true, message: t('menuManage.rules.actionRequired') },
                    { pattern: /^[A-Za-z]+$/, message: t('menuManage.errors.permissionFormat') },
                  ]
            }
          >
            {node ? (
              <Input disabled />
            ) : (
              <Input
                prefix={<Typography.Text type="secondary">{prefix}</Typography.Text>}
                placeholder="export"
                maxLength={40}
              />
            )}
          </Form.Item>
        )}
        {type !== 'button' && (
          <Form.Item name="icon" label={t('menuManage.icon')}>
            <Select allowClear showSearch options={iconOptions} placeholder={t('menuManage.noIcon')} />
          </Form.Item>
        )}
        <Space size={32} align="start">
          <Form.Item name="sort" label={t('menuManage.order')} extra={t('menuManage.orderHelp')}>
            <InputNumber min={0} max={MENU_SORT_MAX} precision={0} />
          </Form.Item>
          {(node ? hasVisibility(node) : type !== 'button') && (
            <Form.Item name="visible" label={t('menuManage.visible')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
        </Space>
      </Form>
    </Modal>
  );
}
