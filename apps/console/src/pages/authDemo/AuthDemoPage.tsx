import { Button, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { userRoleNames } from '../../access/roleName';
import { useAccess } from '../../access/useAccess';
import { useGuardedAction } from '../../access/useGuardedAction';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../session/SessionContext';

/** The permission entry of this page and its operations (menu.ts: page `auth:demo:form`, buttons edit, delete). */
const ENTRY = 'auth:demo';
const OPERATIONS = ['form', 'edit', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];

/**
 * /auth/demo (spec 2, 5, 6): how the console guards buttons and actions, on the caller's own
 * permissions. The page opens only with the permission auth:demo:form and the role manager.
 */
export function AuthDemoPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { user } = useSession();
  const { can } = useAccess();
  const held = user.permissions.find((p) => p.id === ENTRY)?.operation ?? [];
  const translate = useTranslate();
  const roles = userRoleNames(user, translate);

  const ran = useCallback(
    (operation: Operation) =>
      void message.success(t('authDemo.ran', { action: t(`authDemo.operations.${operation}`) })),
    [message, t],
  );
  // Started by a plain button (as a row click or a shortcut would be): the check is the action's own.
  const guardedEdit = useGuardedAction(`${ENTRY}:edit`, () => ran('edit'));
  const guardedDelete = useGuardedAction(`${ENTRY}:delete`, () => ran('delete'));

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>{t('authDemo.intro')}</Typography.Paragraph>
      <Card title={t('authDemo.accessTitle')}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('authDemo.operationsHeld', { entry: ENTRY })}>
            <Space wrap data-testid="demo-operations">
              {OPERATIONS.map((op) => (
                <Tag key={op} color={held.includes(op) ? 'green' : 'default'}>
                  {`${ENTRY}:${op}`} · {held.includes(op) ? t('authDemo.held') : t('authDemo.notHeld')}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('authDemo.roles')}>
            <Space wrap data-testid="demo-roles">
              {roles.length ? roles.map((name, i) => <Tag key={`${name}-${i}`}>{name}</Tag>) : t('authDemo.none')}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('authDemo.requires')}>{t('authDemo.requirement')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('authDemo.buttonsTitle')}>
        <Typography.Paragraph type="secondary">{t('authDemo.buttonsHelp')}</Typography.Paragraph>
        <Space wrap>
          {OPERATIONS.map((op) => (
            <AuthButton
              key={op}
              authority={`${ENTRY}:${op}`}
              type={op === 'form' ? 'primary' : 'default'}
              danger={op === 'delete'}
              onClick={() => ran(op)}
            >
              {t(`authDemo.operations.${op}`)}
            </AuthButton>
          ))}
        </Space>
      </Card>
      <Card title={t('authDemo.actionsTitle')}>
        <Typography.Paragraph type="secondary">{t('authDemo.actionsHelp')}</Typography.Paragraph>
        <Space wrap>
          <Button onClick={guardedEdit}>{t('authDemo.runAction', { action: t('authDemo.operations.edit') })}</Button>
          <Button onClick={guardedDelete}>
            {t('authDemo.runAction', { action: t('authDemo.operations.delete') })}
          </Button>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {can(`${ENTRY}:delete`) ? t('authDemo.mayDelete') : t('authDemo.mayNotDelete')}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
