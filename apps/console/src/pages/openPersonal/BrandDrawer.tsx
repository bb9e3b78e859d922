import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BRAND_COPYRIGHT_MAX,
  BRAND_IMAGE_MAX_BYTES,
  BRAND_TITLE_MAX,
  LANGUAGES,
  MAX_FOOTER_LINKS,
  REGISTER_ROLES,
  isWebAddress,
  type CustomerItem,
} from '@apm/contract';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
  type FormRule,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useRules } from '../../components/customerForms/useRules';
import { fieldErrors } from '../../components/form/schemaProblem';
import { LANGUAGE_NAMES } from '../../i18n/names';
import { useTranslate } from '../../i18n/useTranslate';
import { CUSTOMER_PERSONAL, useCustomerInfo, useSaveBrand } from './api';
import { BRAND_FIELDS, toBrandValues, toFormValues, type BrandFormValues } from './brandForm';
import { PictureField } from './PictureField';

interface Props {
  customer: CustomerItem | undefined;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** A customer's own brand: switched on or off, and everything its host names show (spec 1). */
export function BrandDrawer({ customer, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { ruleText } = useRules();
  const [form] = Form.useForm<BrandFormValues>();
  const info = useCustomerInfo(customer?.id);
  const save = useSaveBrand();
  const languages = Form.useWatch('languages', form) ?? [];
  const register = Form.useWatch('register', form) ?? false;

  useEffect(() => {
    save.reset();
    if (info.data && customer && info.data.id === customer.id) form.setFieldsValue(toFormValues(info.data.brand));
    // Only fresh details (another customer, or after a save) reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info.data, customer]);

  const web: FormRule = {
    validator: async (_rule, value: unknown) => {
      const v = String(value ?? '').trim();
      if (v !== '' && !isWebAddress(v)) throw new Error(t('customers.rules.webAddress'));
    },
  };
  const required: FormRule = { required: true, whitespace: true, message: t('customers.rules.required') };
  const defaultRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const chosen = (getFieldValue('languages') as string[] | undefined) ?? [];
      if (value && !chosen.includes(String(value))) throw new Error(t('customers.rules.defaultLanguageNotOffered'));
    },
  });

  const submit = (values: BrandFormValues) => {
    if (!customer) return;
    save.mutate(toBrandValues(customer.id, values, LANGUAGES), {
      onSuccess: () => onSaved(customer.name),
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const placed = fieldErrors(
          err.fields.map((f) => ({ ...f, field: f.field.split('.')[0]! })),
          BRAND_FIELDS,
          ruleText,
        );
        form.setFields(placed.onFields.map((f) => ({ ...f, name: f.name === 'personalType' ? 'enabled' : f.name })));
      },
    });
  };
  const failure = save.error instanceof ApiError && save.error.fields.length > 0 ? undefined : save.error;
  const hosts = info.data?.hosts ?? [];

  return (
    <Drawer
      open={customer !== undefined}
      title={t('customers.brandTitle', { name: customer?.name ?? '' })}
      size={760}
      onClose={onClose}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('customers.cancel')}</Button>
          <AuthButton
            authority={CUSTOMER_PERSONAL}
            type="primary"
            loading={save.isPending}
            disabled={!info.data}
            onClick={() => form.submit()}
          >
            {t('customers.saveBrand')}
          </AuthButton>
        </Flex>
      }
    >
      {info.isError && (
        <Result
          status="error"
          title={errorText(info.error, translate)}
          extra={<Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {!info.data && !info.isError && <Skeleton active paragraph={{ rows: 10 }} />}
      <Form<BrandFormValues>
        form={form}
        name="brand"
        layout="vertical"
        onFinish={submit}
        style={{ display: info.data ? undefined : 'none' }}
      >
        <Form.Item
          label={t('customers.ownBrand')}
          name="enabled"
          valuePropName="checked"
          extra={t('customers.ownBrandHelp')}
        >
          <Switch />
        </Form.Item>
        <Typography.Paragraph>
          <Typography.Text type="secondary">{t('customers.hostNames')}: </Typography.Text>
          {hosts.length === 0 ? (
            <Typography.Text type="secondary">{t('customers.noHostsYet')}</Typography.Text>
          ) : (
            hosts.map((h) => <Tag key={h.id}>{h.host}</Tag>)
          )}
        </Typography.Paragraph>

        <Divider titlePlacement="start" plain>
          {t('customers.look')}
        </Divider>
        <Form.Item label={t('customers.brandName')} name="title" extra={t('customers.brandNameHelp')}>
          <Input maxLength={BRAND_TITLE_MAX} showCount />
        </Form.Item>
        {customer && (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <PictureField
                customerId={customer.id}
                name="logo"
                label={t('customers.logo')}
                help={t('customers.logoHelp', { max: BRAND_IMAGE_MAX_BYTES / 1024 / 1024 })}
                height={40}
              />
            </Col>
            <Col xs={24} md={12}>
              <PictureField
                customerId={customer.id}
                name="icon"
                label={t('customers.icon')}
                help={t('customers.iconHelp', { max: BRAND_IMAGE_MAX_BYTES / 1024 / 1024 })}
                height={32}
              />
            </Col>
          </Row>
        )}
        <Form.Item label={t('customers.copyright')} name="copyright" extra={t('customers.copyrightHelp')}>
          <Input maxLength={BRAND_COPYRIGHT_MAX} showCount />
        </Form.Item>

        <Divider titlePlacement="start" plain>
          {t('customers.links')}
        </Divider>
        <Form.List name="footerLinks">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'title']} rules={[required]}>
                    <Input
                      placeholder={t('customers.linkTitle')}
                      aria-label={t('customers.linkTitleOf', { n: i + 1 })}
                      maxLength={50}
                      style={{ width: 220 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'href']} rules={[required, web]}>
                    <Input
                      placeholder="https://"
                      aria-label={t('customers.linkAddressOf', { n: i + 1 })}
                      style={{ width: 360 }}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('customers.removeLinkOf', { n: i + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.Item extra={t('customers.linksHelp', { max: MAX_FOOTER_LINKS })}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_FOOTER_LINKS}
                  onClick={() => add({ title: '', href: '' })}
                >
                  {t('customers.addLink')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('customers.policyUrl')} name="policyUrl" rules={[web]}>
              <Input placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('customers.manualUrl')} name="manualUrl" rules={[web]}>
              <Input placeholder="https://" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start" plain>
          {t('customers.languagesSection')}
        </Divider>
        <Form.Item
          label={t('customers.languages')}
          name="languages"
          rules={[{ required: true, type: 'array', min: 1, message: t('customers.rules.languagesRequired') }]}
        >
          <Checkbox.Group options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
        </Form.Item>
        <Form.Item
          label={t('customers.defaultLanguage')}
          name="defaultLanguage"
          dependencies={['languages']}
          rules={[defaultRule]}
          extra={t('customers.defaultLanguageHelp')}
        >
          <Select
            style={{ maxWidth: 320 }}
            options={[
              { value: '', label: t('customers.browserDecides') },
              ...LANGUAGES.filter((l) => languages.includes(l)).map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
            ]}
          />
        </Form.Item>

        <Divider titlePlacement="start" plain>
          {t('customers.registration')}
        </Divider>
        <Form.Item
          label={t('customers.register')}
          name="register"
          valuePropName="checked"
          extra={t('customers.registerHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item label={t('customers.registerRole')} name="registerRole" hidden={!register}>
          <Radio.Group options={REGISTER_ROLES.map((r) => ({ value: r, label: t(`customers.roles.${r}`) }))} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={errorText(failure, translate)} />}
    </Drawer>
  );
}
