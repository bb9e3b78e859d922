import { localeTag, timeZoneName } from '@apm/render';
import { AutoComplete } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';

/** The zones offered before the operator types: the usual ones of the console's languages and beyond. */
const COMMON_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Warsaw',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Sao_Paulo',
];

/** The languages offered: those of the console, and a few more. */
const COMMON_LOCALES = [
  'en-US',
  'en-GB',
  'zh-CN',
  'zh-HK',
  'zh-TW',
  'ko-KR',
  'ja-JP',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'pl-PL',
  'ru-RU',
  'tr-TR',
  'pt-BR',
  'nl-NL',
  'ar',
];

/** Every zone this browser knows (the common ones where it cannot list them). */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return COMMON_ZONES;
  }
}

/** Whether this browser knows a zone ('' is its own). */
function knowsZone(zone: string): boolean {
  if (!zone) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether this browser has a language's data ('' is its own). */
function knowsLocale(tag: string): boolean {
  if (!tag) return true;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.trim().toLowerCase());

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: (typed: string) => { value: string; label?: ReactNode }[];
  /** The document's check of the spelling: what it refuses is not taken. */
  valid: (value: string) => boolean;
  /** Whether this browser knows it: what it does not is taken, with a warning. */
  known: (value: string) => boolean;
  placeholder: string;
  invalid: string;
  unknown: string;
}

/** A name typed or chosen from a list, taken once it is well spelled; empty is the screen's own. */
function NameField({ label, value, onChange, options, valid, known, placeholder, invalid, unknown }: NameFieldProps) {
  const [typed, setTyped] = useState(value);
  const [taken, setTaken] = useState(value);
  // The document changed under the field (another widget's value, an undo): show what it holds.
  if (value !== taken) {
    setTaken(value);
    setTyped(value);
  }
  const name = typed.trim();
  const status = !valid(name) ? 'error' : !known(name) ? 'warning' : undefined;
  return (
    <Field
      label={label}
      status={status}
      help={status === 'error' ? invalid : status === 'warning' ? unknown : undefined}
    >
      <AutoComplete
        value={typed}
        options={options(typed)}
        allowClear
        placeholder={placeholder}
        onChange={(v?: string) => {
          const next = v ?? '';
          setTyped(next);
          if (valid(next.trim())) {
            setTaken(next.trim());
            onChange(next.trim());
          }
        }}
      />
    </Field>
  );
}

/** An IANA time zone, chosen among this browser's or typed; empty for the screen's own. */
export function ZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const { t } = useTranslation();
  return (
    <NameField
      label={t('widgets.zone.label')}
      value={value}
      onChange={onChange}
      options={(typed) =>
        (typed.trim() ? knownZones().filter((z) => contains(z, typed)) : COMMON_ZONES)
          .slice(0, 100)
          .map((z) => ({ value: z }))
      }
      valid={(v) => timeZoneName.safeParse(v).success}
      known={knowsZone}
      placeholder={t('widgets.zone.screen')}
      invalid={t('widgets.zone.invalid')}
      unknown={t('widgets.zone.unknown')}
    />
  );
}

/** A BCP 47 language, chosen among common ones or typed; empty for the screen's own. */
export function LocaleField({ value, onChange }: { value: string; onChange: (locale: string) => void }) {
  const { t } = useTranslation();
  const names = new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'language' });
  const named = COMMON_LOCALES.map((tag) => ({ tag, name: names.of(tag) ?? tag }));
  return (
    <NameField
      label={t('widgets.locale.label')}
      value={value}
      onChange={onChange}
      options={(typed) =>
        named
          .filter((l) => contains(l.tag, typed) || contains(l.name, typed))
          .map((l) => ({ value: l.tag, label: `${l.name} · ${l.tag}` }))
      }
      valid={(v) => localeTag.safeParse(v).success}
      known={knowsLocale}
      placeholder={t('widgets.locale.screen')}
      invalid={t('widgets.locale.invalid')}
      unknown={t('widgets.locale.unknown')}
    />
  );
}
