import { ErrorCodes, type VerificationWay } from '@apm/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { checkResetCode, sendResetCode, useResetWays } from '../../account/api';
import { CodeField } from '../../account/CodeField';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';

interface Props {
  loginName: string;
  onBack: () => void;
  onChecked: (resetToken: string) => void;
}

/**
 * The ways a code can travel, the code, and its check. The server answers the same for every
 * name (an account's or not) and tells no address: the code arrives at the account's own
 * address if there is one, and the page says no more than that.
 */
export function CodeStep({ loginName, onBack, onChecked }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [form] = Form.useForm<{ code: string }>();
  const ways = useResetWays(loginName);
  const [way, setWay] = useState<VerificationWay | undefined>(undefined);
  const chosen = way ?? ways.data?.ways[0]?.way;
  const check = useMutation({
    mutationFn: (code: string) => checkResetCode({ loginName, code: code.trim() }),
    onSuccess: onChecked,
    meta: { quiet: true },
  });

  if (ways.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (ways.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(ways.error, translate)}
        action={<Button onClick={() => void ways.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const offered = ways.data?.ways ?? [];
  if (offered.length === 0) {
    return (
      <>
        <Alert type="warning" showIcon title={t('forgetPwd.noWayTitle')} description={t('forgetPwd.noWay')} />
        <Button block style={{ marginTop: 16 }} onClick={onBack}>
          {t('forgetPwd.back')}
        </Button>
      </>
    );
  }

  const attemptsLeft =
    check.error instanceof ApiError && check.error.code === ErrorCodes.VERIFICATION_WRONG.code
      ? (check.error.jsonObject as { attemptsLeft?: number } | undefined)?.attemptsLeft
      : undefined;

  return (
    <Form<{ code: string }>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => check.mutate(v.code)}
    >
      <Form.Item label={t('forgetPwd.way')}>
        <Radio.Group value={chosen} onChange={(e) => setWay(e.target.value as VerificationWay)}>
          <Flex vertical gap={8}>
            {offered.map((w) => (
              <Radio key={w.way} value={w.way}>
                {t(`forgetPwd.wayOnFile.${w.way}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <CodeField
        name="code"
        label={t('account.code')}
        send={() => sendResetCode({ loginName, way: chosen ?? 'email' })}
        sentText={(r) =>
          r.delivery === 'outbox'
            ? t('forgetPwd.codeInOutbox', { name: loginName })
            : t(`forgetPwd.codeSent.${chosen ?? 'email'}`, { name: loginName })
        }
        disabled={!chosen}
      />
      {check.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(check.error, translate)}
          description={
            attemptsLeft !== undefined && attemptsLeft > 0
              ? t('account.attemptsLeft', { count: attemptsLeft })
              : attemptsLeft === 0
                ? t('account.askNewCode')
                : undefined
          }
        />
      )}
      <Flex gap={8}>
        <Button onClick={onBack}>{t('forgetPwd.back')}</Button>
        <Button type="primary" htmlType="submit" block loading={check.isPending}>
          {t('forgetPwd.next')}
        </Button>
      </Flex>
    </Form>
  );
}
