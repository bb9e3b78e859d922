import { Flex, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { CodeButton, type CodeButtonProps } from './CodeButton';

interface Props extends CodeButtonProps {
  /** The form field of the code. */
  name: string;
  label: string;
  /** The input's accessible name (the label by default). */
  ariaLabel?: string;
  extra?: ReactNode;
  prefix?: ReactNode;
}

/**
 * A verification code step: the six-digit code and, beside it, the button that sends one and
 * counts down until another may be asked for. Every form that asks for a code uses it.
 */
export function CodeField({ name, label, ariaLabel, extra, prefix, ...button }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} extra={extra} required>
      <Flex gap={8}>
        <Form.Item
          name={name}
          noStyle
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('account.rules.codeFormat') }]}
        >
          <Input
            prefix={prefix}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('account.codePlaceholder')}
            aria-label={ariaLabel ?? label}
          />
        </Form.Item>
        <CodeButton {...button} />
      </Flex>
    </Form.Item>
  );
}
