import { WIDGET_SIZE_MAX, WIDGET_SIZE_MIN, type WidgetKindName, type WidgetKindSetting } from '@apm/contract';
import { InputNumber, Space, Switch, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { AuthButton } from '../../access/AuthButton';
import { useAccess } from '../../access/useAccess';
import { errorText } from '../../api/errorText';
import { kindName, WIDGET_ICONS } from '../../components/widgetKinds';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { sizeChanged } from './choice';
import { useSaveWidgetKind, WIDGET_EDIT } from './api';

type Size = { width: number; height: number };

interface Props {
  catalogue: WidgetKindSetting[] | undefined;
  loading: boolean;
}

/** The platform's widget kinds: icon, name, offered or not (saved at once), default size (saved per row). */
export function KindTable({ catalogue, loading }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { can } = useAccess();
  const save = useSaveWidgetKind();
  const [drafts, setDrafts] = useState<Partial<Record<WidgetKindName, Size>>>({});
  const editable = can(WIDGET_EDIT);

  const sizeOf = (k: WidgetKindSetting): Size => drafts[k.kind] ?? { width: k.width, height: k.height };
  const draft = (k: WidgetKindSetting, side: keyof Size, value: number | null) =>
    setDrafts((d) => ({ ...d, [k.kind]: { ...sizeOf(k), [side]: value ?? 0 } }));

  const store = (k: WidgetKindSetting, enabled: boolean, size: Size) =>
    save.mutate(
      { kind: k.kind, enabled: enabled ? '1' : '0', width: size.width, height: size.height },
      {
        onSuccess: () => {
          setDrafts(({ [k.kind]: _saved, ...rest }) => rest);
          void message.success(t('widgetManage.catalogue.saved', { name: kindName(t, k.kind) }));
        },
        onError: (err) => void message.error(errorText(err, translate)),
      },
    );

  const valid = (n: number) => Number.isInteger(n) && n >= WIDGET_SIZE_MIN && n <= WIDGET_SIZE_MAX;
  const sideInput = (k: WidgetKindSetting, side: keyof Size) => (
    <InputNumber<number>
      aria-label={t(`widgetManage.catalogue.${side}Of`, { name: kindName(t, k.kind) })}
      min={WIDGET_SIZE_MIN}
      max={WIDGET_SIZE_MAX}
      precision={0}
      value={sizeOf(k)[side]}
      status={valid(sizeOf(k)[side]) ? undefined : 'error'}
      disabled={!editable}
      onChange={(v) => draft(k, side, v)}
      style={{ width: 110 }}
    />
  );

  const columns: TableProps<WidgetKindSetting>['columns'] = [
    {
      key: 'icon',
      title: t('widgetManage.catalogue.icon'),
      width: 70,
      align: 'center',
      render: (_, k) => WIDGET_ICONS[k.kind],
    },
    { key: 'name', title: t('widgetManage.catalogue.name'), render: (_, k) => kindName(t, k.kind) },
    {
      key: 'enabled',
      title: t('widgetManage.catalogue.enabled'),
      width: 110,
      render: (_, k) => (
        <Switch
          aria-label={t('widgetManage.catalogue.enabledOf', { name: kindName(t, k.kind) })}
          checked={k.enabled}
          disabled={!editable}
          loading={save.isPending && save.variables?.kind === k.kind}
          onChange={(on) => store(k, on, { width: k.width, height: k.height })}
        />
      ),
    },
    {
      key: 'size',
      title: t('widgetManage.catalogue.size'),
      render: (_, k) => {
        const size = sizeOf(k);
        return (
          <Space wrap>
            {sideInput(k, 'width')}
            <Typography.Text type="secondary">×</Typography.Text>
            {sideInput(k, 'height')}
            <AuthButton
              authority={WIDGET_EDIT}
              aria-label={t('widgetManage.catalogue.saveOf', { name: kindName(t, k.kind) })}
              disabled={!sizeChanged(k, size) || !valid(size.width) || !valid(size.height)}
              onClick={() => store(k, k.enabled, size)}
            >
              {t('widgetManage.catalogue.save')}
            </AuthButton>
          </Space>
        );
      },
    },
  ];

  return (
    <Table<WidgetKindSetting>
      rowKey="kind"
      size="middle"
      columns={columns}
      dataSource={catalogue ?? []}
      loading={loading}
      pagination={false}
    />
  );
}
