import { CopyOutlined } from '@ant-design/icons';
import { DATA_SCOPES, ROLE_NAME_MAX, ROLE_REMARKS_MAX, type RoleDetail } from '@apm/contract';
import { Alert, Button, Form, Input, Modal, Radio, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { LazyOfficeTreeSelect } from '../../components/LazyOfficeTreeSelect';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../session/SessionContext';
import {
  ROLE_EDIT,
  fetchRoleOffices,
  roleOfficesKey,
  useGrantTree,
  useRoleDetail,
  useSaveRole,
  type RoleValues,
} from './api';
import { GrantTree } from './GrantTree';
import { grantableIds } from './grantSelection';
import { useRoleName } from './useRoleName';

/** What the dialog does: add a role (maybe copied from another), change one, or show one. */
export type RoleDialog =
  | { mode: 'create'; copyOf?: RoleDetail }
  | { mode: 'edit'; id: string }
  | { mode: 'view'; id: string };

interface Props {
  dialog: RoleDialog;
  onClose(): void;
  /** Opens a new role copied from the one shown. */
  onCopy(role: RoleDetail): void;
}

type FormValues = Omit<RoleValues, 'id'>;

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{1,39}$/;

/** Creates, edits or shows a role: name, code, office, data scope and the menu entries it grants. */
export function RoleFormModal({ dialog, onClose, onCopy }: Props) {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { user } = useSession();
  const roleName = useRoleName();
  const [form] = Form.useForm<FormValues>();
  const id = dialog.mode === 'create' ? undefined : dialog.id;
  const detail = useRoleDetail(id);
  const tree = useGrantTree();
  const save = useSaveRole();
  const readOnly = dialog.mode === 'view';
  const role = dialog.mode === 'create' ? dialog.copyOf : detail.data;

  const initial = useMemo((): FormValues | undefined => {
    if (dialog.mode === 'create') {
      const source = dialog.copyOf;
      if (!source) return { name: '', code: '', officeId: '', dataScope: 'subtree', remarks: '', menuIds: [] };
      if (!tree.data) return undefined;
      const grantable = grantableIds(tree.data);
      return {
        name: t('roleManage.copyName', { name: roleName(source) }).slice(0, ROLE_NAME_MAX),
        code: '',
        officeId: !source.builtIn && source.editable && source.officeId ? source.officeId : '',
        dataScope: source.dataScope,
        remarks: source.remarks,
        menuIds: source.menuIds.filter((m) => grantable.has(m)),
      };
    }
    const d = detail.data;
    return d
      ? {
          name: d.name,
          code: d.code,
          officeId: d.officeId ?? '',
          dataScope: d.dataScope,
          remarks: d.remarks,
          menuIds: d.menuIds,
        }
      : undefined;
  }, [dialog, detail.data, tree.data, t, roleName]);

  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  const onSave = (values: FormValues) =>
    save.mutate(
      { ...values, id, menuIds: values.menuIds.join(',') },
      {
        onSuccess: () => {
          void message.success(t(dialog.mode === 'create' ? 'roleManage.created' : 'roleManage.saved'));
          onClose();
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fields : [];
          const users = (err instanceof ApiError && (err.jsonObject as { users?: number } | undefined)?.users) || 0;
          const known = fields.filter((f) => ['name', 'code', 'officeId', 'menuIds'].includes(f.field));
          if (known.length === 0) {
            void message.error(errorText(err, translate));
            return;
          }
          form.setFields(
            known.map((f) => ({
              name: f.field as keyof FormValues,
              errors: [
                i18n.exists(`roleManage.errors.${f.message}`)
                  ? t(`roleManage.errors.${f.message}`, { count: users })
                  : f.message,
              ],
            })),
          );
        },
      },
    );

  const title =
    dialog.mode === 'create'
      ? t('roleManage.createTitle')
      : dialog.mode === 'edit'
        ? t('roleManage.editTitle')
        : t('roleManage.viewTitle');
  const loading = !initial || !tree.data;
  const failed = detail.isError || tree.isError;

  return (
    <Modal
      open
      title={role && dialog.mode !== 'create' ? `${title}: ${roleName(role)}` : title}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={
        readOnly ? (
          <Space>
            {role && (
              <AuthButton authority={ROLE_EDIT} icon={<CopyOutlined />} onClick={() => onCopy(role)}>
                {t('roleManage.copy')}
              </AuthButton>
            )}
            <Button type="primary" onClick={onClose}>
              {t('roleManage.close')}
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('roleManage.cancel')}</Button>
            <Button type="primary" loading={save.isPending} disabled={loading} onClick={() => form.submit()}>
              {t('roleManage.save')}
            </Button>
          </Space>
        )
      }
    >
      {role && readOnly && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            role.builtIn
              ? role.grantsAll
                ? t('roleManage.builtInAll')
                : t('roleManage.builtInFixed')
              : t('roleManage.notYours')
          }
        />
      )}
      {failed ? (
        <Alert type="error" showIcon title={errorText(detail.error ?? tree.error, translate)} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form<FormValues>
          name="role"
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={onSave}
          disabled={readOnly}
          requiredMark={!readOnly}
        >
          <Space.Compact block style={{ gap: 16 }}>
            <Form.Item
              name="name"
              label={t('roleManage.name')}
              style={{ flex: 1 }}
              rules={[
                { required: true, whitespace: true, message: t('roleManage.rules.nameRequired') },
                { max: ROLE_NAME_MAX },
              ]}
            >
              <Input maxLength={ROLE_NAME_MAX} />
            </Form.Item>
            <Form.Item
              name="code"
              label={t('roleManage.code')}
              style={{ flex: 1 }}
              extra={readOnly ? undefined : t('roleManage.codeHelp')}
              rules={[
                { required: true, message: t('roleManage.rules.codeRequired') },
                { pattern: CODE_PATTERN, message: t('roleManage.errors.roleCodeFormat') },
              ]}
            >
              <Input maxLength={40} autoComplete="off" />
            </Form.Item>
          </Space.Compact>
          <Form.Item
            name="officeId"
            label={t('roleManage.office')}
            extra={readOnly ? undefined : t('roleManage.officeHelp')}
            rules={[{ required: !role?.builtIn, message: t('roleManage.rules.officeRequired') }]}
          >
            {role?.builtIn ? (
              <Typography.Text>{t('roleManage.everyOffice')}</Typography.Text>
            ) : (
              <LazyOfficeTreeSelect
                aria-label={t('roleManage.office')}
                queryKey={roleOfficesKey(user.id)}
                fetchLevel={fetchRoleOffices}
                valueLabel={dialog.mode === 'create' ? dialog.copyOf?.officeName : detail.data?.officeName}
                placeholder={t('roleManage.chooseOffice')}
                disabled={readOnly}
              />
            )}
          </Form.Item>
          <Form.Item name="dataScope" label={t('roleManage.dataScope')}>
            <Radio.Group
              options={DATA_SCOPES.map((s) => ({ value: s, label: t(`roleManage.scopes.${s}`) }))}
              optionType="button"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['dataScope']}>
            {({ getFieldValue }) => (
              <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
                {t(`roleManage.scopeHelp.${getFieldValue('dataScope') === 'office' ? 'office' : 'subtree'}`)}
              </Typography.Paragraph>
            )}
          </Form.Item>
          <Form.Item name="remarks" label={t('roleManage.remarks')} rules={[{ max: ROLE_REMARKS_MAX }]}>
            <Input.TextArea rows={2} maxLength={ROLE_REMARKS_MAX} />
          </Form.Item>
          <Form.Item
            name="menuIds"
            label={t('roleManage.grants')}
            extra={readOnly ? undefined : t('roleManage.grantsHelp')}
          >
            <GrantTree tree={tree.data!} disabled={readOnly} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
