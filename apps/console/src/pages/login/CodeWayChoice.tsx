import type { VerificationWay } from '@apm/contract';
import { Form, Segmented } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  ways: readonly VerificationWay[];
  value: VerificationWay;
  onChange: (way: VerificationWay) => void;
}

/** Where the sign-in's second-step code is sent, when the settings offer more than one way. */
export default function CodeWayChoice({ ways, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('login.codeWay')}>
      <Segmented<VerificationWay>
        block
        value={value}
        onChange={onChange}
        options={ways.map((w) => ({ value: w, label: t(`account.ways.${w}`) }))}
      />
    </Form.Item>
  );
}
