import { isWebAddress, REFRESH_MAX_MS, REFRESH_MIN_MS, ZOOM_MAX, ZOOM_MIN, type WebPageProps } from '@apm/render';
import { Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field, num } from './Field';

interface Props {
  p: WebPageProps;
  set: (patch: Partial<WebPageProps>) => void;
}

/**
 * A web page's settings: its address (http or https only: another is shown refused and not
 * taken), how often it reloads (0 never) and its zoom, in percent.
 */
export function WebPageProperties({ p, set }: Props) {
  const { t } = useTranslation();
  // An address being typed that is not (yet) a web address: shown, not taken.
  const [draft, setDraft] = useState<string | null>(null);
  const [refreshDraft, setRefreshDraft] = useState<number | null>(null);
  return (
    <>
      <Field
        label={t('widgets.webpage.url')}
        status={draft !== null ? 'error' : undefined}
        help={draft !== null ? t('widgets.button.urlInvalid') : t('widgets.webpage.urlHint')}
      >
        <Input
          value={draft ?? p.url}
          maxLength={2000}
          placeholder="https://"
          onChange={(e) => {
            const url = e.target.value.trim();
            if (url === '' || isWebAddress(url)) {
              setDraft(null);
              set({ url });
            } else setDraft(e.target.value);
          }}
        />
      </Field>
      <Field
        label={t('widgets.webpage.refresh')}
        status={refreshDraft !== null ? 'error' : undefined}
        help={refreshDraft !== null ? t('widgets.webpage.refreshInvalid', { min: REFRESH_MIN_MS / 1000 }) : undefined}
      >
        <InputNumber
          min={0}
          max={REFRESH_MAX_MS / 1000}
          precision={0}
          value={refreshDraft ?? p.refreshMs / 1000}
          suffix={t('program.scenes.seconds')}
          onChange={(v) => {
            const n = num(v);
            if (n === undefined) return;
            const ms = Math.round(n) * 1000;
            if (ms === 0 || (ms >= REFRESH_MIN_MS && ms <= REFRESH_MAX_MS)) {
              setRefreshDraft(null);
              set({ refreshMs: ms });
            } else setRefreshDraft(n);
          }}
        />
      </Field>
      <Field label={t('widgets.webpage.zoom')}>
        <InputNumber
          min={ZOOM_MIN * 100}
          max={ZOOM_MAX * 100}
          step={10}
          precision={0}
          value={Math.round(p.zoom * 100)}
          suffix="%"
          onChange={(v) => {
            const n = num(v);
            if (n !== undefined && n >= ZOOM_MIN * 100 && n <= ZOOM_MAX * 100) set({ zoom: n / 100 });
          }}
        />
      </Field>
    </>
  );
}
