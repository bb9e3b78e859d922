import { ErrorCodes } from '@apm/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { resetPassword } from '../../account/api';
import { showFieldErrors } from '../../account/fieldErrors';
import { PasswordFields } from '../../account/PasswordFields';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';

interface Props {
  loginName: string;
  resetToken: string;
  strong: boolean;
  onDone: () => void;
  /** The token was used or has expired: back to the code. */
  onTokenGone: () => void;
}

/** The new password, by the policy, set with the token of the checked code. */
export function NewPasswordStep({ loginName, resetToken, strong, onDone, onTokenGone }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ newPassword: string; confirmPassword: string }>();
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword({ loginName, resetToken, newPassword }),
    meta: { quiet: true },
  });
  const submit = (v: { newPassword: string }) =>
    reset.mutate(v.newPassword, {
      onSuccess: onDone,
      onError: (err) => {
        if (err instanceof ApiError && err.code === ErrorCodes.VERIFICATION_WRONG.code) {
          void message.error(t('forgetPwd.tokenGone'));
          onTokenGone();
          return;
        }
        showFieldErrors(form, err, t, ['newPassword']);
      },
    });
  const fieldError = reset.error instanceof ApiError && reset.error.fields.length > 0;
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <PasswordFields strong={strong} />
      {reset.isError && !fieldError && (
        <Alert type="error" showIcon title={errorText(reset.error, translate)} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('forgetPwd.setPassword')}
      </Button>
    </Form>
  );
}
