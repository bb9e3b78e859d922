import { Form } from 'antd';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface Props {
  label: string;
  /** A line under the control: why its value is refused, or a warning. */
  help?: ReactNode;
  status?: 'error' | 'warning';
  children: ReactNode;
}

/** One labelled setting of the properties panel: its label names its control (for screen readers, and a click on it). */
export function Field({ label, help, status, children }: Props) {
  const id = useId();
  const control = isValidElement(children) ? cloneElement(children as ReactElement<{ id?: string }>, { id }) : children;
  return (
    <Form.Item label={label} htmlFor={id} help={help} validateStatus={status} style={{ marginBottom: 8 }}>
      {control}
    </Form.Item>
  );
}

/** An InputNumber's value as a number, undefined when the field is empty. */
export const num = (v: number | string | null): number | undefined => (v === null || v === '' ? undefined : Number(v));
