import { ErrorCodes, type SysInitRequest } from '@apm/contract';
import { Alert, Button, Divider, Form, Input, type FormRule } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { PasswordFields } from '../../account/PasswordFields';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useInitialise } from './api';
import { fieldProblem, serverProblem, type InitField, type Problem } from './rules';

interface Values extends SysInitRequest {
  confirmPassword: string;
}

const FIELDS: readonly InitField[] = ['officeName', 'loginName', 'name', 'password', 'email'];
const isField = (name: string): name is InitField => (FIELDS as readonly string[]).includes(name);

/** The first administrator and the platform organisation, checked here by the server's own rules. */
export function SysInitForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const initialise = useInitialise();

  const problemText = (p: Problem) => t(`init.rules.${p.key}`, p.params);
  const rule =
    (field: InitField): FormRule =>
    () => ({
      validator: async (_rule, value: unknown) => {
        const problem = fieldProblem(field, typeof value === 'string' ? value : '');
        if (problem) throw new Error(problemText(problem));
      },
    });

  const submit = ({ confirmPassword: _confirm, ...values }: Values) =>
    initialise.mutate(
      { ...values, email: values.email ?? '' },
      {
        onSuccess: () => {
          void message.success(t('init.done'));
          void navigate('/login', { replace: true });
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return;
          if (err.code === ErrorCodes.ALREADY_INITIALISED.code) {
            void message.info(errorText(err, translate));
            void navigate('/login', { replace: true });
            return;
          }
          const fields = err.fields.filter((f) => isField(f.field));
          form.setFields(
            fields.map((f) => {
              const problem = serverProblem(f.message);
              return { name: f.field as InitField, errors: [problem ? problemText(problem) : f.message] };
            }),
          );
        },
      },
    );

  return (
    <Form<Values> form={form} name="sysInit" layout="vertical" onFinish={submit} requiredMark>
      <Divider titlePlacement="start" plain>
        {t('init.organisation')}
      </Divider>
      <Form.Item label={t('init.officeName')} name="officeName" required rules={[rule('officeName')]}>
        <Input maxLength={100} autoFocus />
      </Form.Item>

      <Divider titlePlacement="start" plain>
        {t('init.administrator')}
      </Divider>
      <Form.Item
        label={t('init.loginName')}
        name="loginName"
        required
        rules={[rule('loginName')]}
        extra={t('init.loginNameHelp')}
      >
        <Input maxLength={32} autoComplete="username" />
      </Form.Item>
      <Form.Item label={t('init.name')} name="name" required rules={[rule('name')]}>
        <Input maxLength={64} autoComplete="name" />
      </Form.Item>
      {/* The first administrator's password: the basic rule (the policy is set up afterwards). */}
      <PasswordFields
        name="password"
        strong={false}
        label={t('init.password')}
        confirmLabel={t('init.confirmPassword')}
        extra={t('init.passwordHelp')}
        rules="init.rules"
      />
      <Form.Item label={t('init.email')} name="email" rules={[rule('email')]} extra={t('init.emailHelp')}>
        <Input maxLength={128} autoComplete="email" type="email" />
      </Form.Item>

      <Form.Item style={{ marginBottom: initialise.isError ? 16 : 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={initialise.isPending}>
          {t('init.submit')}
        </Button>
      </Form.Item>
      {initialise.isError && (
        <Alert type="error" showIcon title={t('init.failed')} description={errorText(initialise.error, translate)} />
      )}
    </Form>
  );
}
