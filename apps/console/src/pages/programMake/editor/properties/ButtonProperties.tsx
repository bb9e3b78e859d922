import { buttonActionTypes, isWebAddress, type ButtonAction, type ButtonProps, type Scene } from '@apm/render';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { actionOf, withAction } from '../buttonActions';
import { CornerRadiusField } from './CornerRadiusField';
import { Field } from './Field';
import { TextLookFields } from './TextLookFields';

interface Props {
  p: ButtonProps;
  set: (patch: Partial<ButtonProps>) => void;
  /** The document's scenes, for the scene a button opens. */
  scenes: readonly Scene[];
  /** The scene the button is in. */
  sceneId: string;
}

/**
 * A button's settings: its label, what it does (a scene of the program chosen by name, the main
 * scenes, a web page), its look. A label left as the action gave it follows the action.
 */
export function ButtonProperties({ p, set, scenes, sceneId }: Props) {
  const { t } = useTranslation();
  // An address being typed that is not one yet: kept here, not in the document, until it is.
  const [draft, setDraft] = useState<string | null>(null);
  const act = (action: ButtonAction) => set(withAction(p, action, scenes, t));
  const action = p.action;
  const missing = action.type === 'scene' && !scenes.some((s) => s.id === action.sceneId);
  return (
    <>
      <Field label={t('widgets.button.label')}>
        <Input.TextArea
          value={p.label}
          maxLength={1000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(e) => set({ label: e.target.value })}
        />
      </Field>
      <Field label={t('widgets.button.action')}>
        <Select
          value={action.type}
          options={buttonActionTypes.map((type) => ({ value: type, label: t(`widgets.button.actions.${type}`) }))}
          onChange={(type) => {
            setDraft(null);
            act(actionOf(type, scenes, sceneId));
          }}
        />
      </Field>
      {action.type === 'scene' && (
        <Field
          label={t('widgets.button.scene')}
          status={missing ? 'error' : undefined}
          help={missing ? t('widgets.button.sceneMissing') : undefined}
        >
          <Select
            value={missing ? undefined : action.sceneId}
            showSearch={{ optionFilterProp: 'label' }}
            options={scenes.map((s, i) => ({
              value: s.id,
              label: `${i + 1}. ${s.name || t('program.scenes.unnamed')}${s.main ? '' : ` · ${t('program.scenes.sub')}`}`,
            }))}
            onChange={(id) => act({ type: 'scene', sceneId: id })}
          />
        </Field>
      )}
      {action.type === 'url' && (
        <Field
          label={t('widgets.button.url')}
          status={draft !== null ? 'error' : undefined}
          help={draft !== null ? t('widgets.button.urlInvalid') : t('widgets.button.urlHint')}
        >
          <Input
            value={draft ?? action.url}
            maxLength={2000}
            placeholder="https://"
            onChange={(e) => {
              const url = e.target.value.trim();
              if (url === '' || isWebAddress(url)) {
                setDraft(null);
                set({ action: { type: 'url', url } });
              } else setDraft(e.target.value);
            }}
          />
        </Field>
      )}
      <TextLookFields look={p} set={set} />
      <CornerRadiusField value={p.cornerRadius} set={(cornerRadius) => set({ cornerRadius })} />
    </>
  );
}
