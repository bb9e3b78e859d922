import { ClearOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { hasFilters, NO_FILTERS, withAction, withModule, type LogFilterValues } from './filters';
import { catalogue, eventName, moduleName } from './names';

const DATE_TIME = 'YYYY-MM-DD HH:mm';
/** The user name is asked for once typing pauses. */
const TYPING_PAUSE_MS = 400;

interface Props {
  value: LogFilterValues;
  onChange: (value: LogFilterValues) => void;
}

/** Module, action (named in the UI language), user name and a period in the browser's time zone. */
export function LogFilters({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const names = catalogue(i18n);
  const modules = Object.keys(names).sort((a, b) => moduleName(t, a).localeCompare(moduleName(t, b)));
  const actionsOf = (m: string) => Object.keys(names[m] ?? {});

  const [userName, setUserName] = useState(value.userName);
  useEffect(() => setUserName(value.userName), [value.userName]);
  useEffect(() => {
    if (userName === value.userName) return;
    const timer = setTimeout(() => onChange({ ...value, userName }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [userName, value, onChange]);

  const actionOptions = (value.module ? [value.module] : modules).map((m) => ({
    label: moduleName(t, m),
    title: moduleName(t, m),
    options: actionsOf(m).map((a) => ({ value: `${m}.${a}`, label: eventName(t, m, a) })),
  }));

  const now = dayjs();
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('log.filters.module')}
        placeholder={t('log.filters.allModules')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 170 }}
        value={value.module || undefined}
        options={modules.map((m) => ({ value: m, label: moduleName(t, m) }))}
        onChange={(m?: string) => onChange(withModule(value, m ?? '', actionsOf))}
      />
      <Select
        aria-label={t('log.filters.action')}
        placeholder={t('log.filters.allActions')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 250 }}
        value={value.module && value.action ? `${value.module}.${value.action}` : undefined}
        options={actionOptions}
        onChange={(v?: string) => onChange(withAction(value, v ?? ''))}
      />
      <Input
        aria-label={t('log.filters.userName')}
        placeholder={t('log.filters.anyUser')}
        allowClear
        style={{ width: 190 }}
        value={userName}
        maxLength={64}
        onChange={(e) => setUserName(e.target.value)}
        onPressEnter={() => onChange({ ...value, userName })}
      />
      <DatePicker.RangePicker
        aria-label={t('log.filters.period')}
        showTime={{ format: 'HH:mm' }}
        format={DATE_TIME}
        placeholder={[t('log.filters.from'), t('log.filters.until')]}
        allowEmpty={[false, false]}
        value={value.period}
        presets={[
          { label: t('log.filters.today'), value: [now.startOf('day'), now.endOf('day')] },
          { label: t('log.filters.last7Days'), value: [now.subtract(6, 'day').startOf('day'), now.endOf('day')] },
          { label: t('log.filters.last30Days'), value: [now.subtract(29, 'day').startOf('day'), now.endOf('day')] },
        ]}
        onChange={(period) => onChange({ ...value, period: period?.[0] && period[1] ? [period[0], period[1]] : null })}
      />
      <Button icon={<ClearOutlined />} disabled={!hasFilters(value)} onClick={() => onChange(NO_FILTERS)}>
        {t('log.filters.reset')}
      </Button>
    </Flex>
  );
}
