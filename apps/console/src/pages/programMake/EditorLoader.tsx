import { programApi, type ProgramDetail, type ProgramItem } from '@apm/contract';
import { migrate, ProgramFormatError, type ProgramDocument } from '@apm/render';
import { Alert, Spin } from 'antd';
import { useCallback, useContext, useEffect, useState } from 'react';
import { call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { SessionContext } from '../../session/SessionContext';
import { DraftOffer } from './DraftOffer';
import { clearDraft, draftToOffer, type ProgramDraft } from './editor/draftStore';
import { ProgramEditor } from './editor/ProgramEditor';

/**
 * A program as the editor opens it: its document read with `migrate`, or why it cannot be; with
 * the unsaved changes this browser kept of it, while the user has not chosen to restore (`restored`)
 * or discard them.
 */
type Opened =
  | { item: ProgramItem; doc: ProgramDocument; offer?: ProgramDraft; restored?: ProgramDraft }
  | { problem: string };

function opened(detail: ProgramDetail): Opened {
  const { document, ...item } = detail;
  try {
    return { item, doc: migrate(document) };
  } catch (err) {
    return { problem: err instanceof ProgramFormatError ? err.problem : 'invalid' };
  }
}

/**
 * The editor of one program, read once when it opens (and again only when the editor asks, after
 * another save won): reads refreshed in the background must not replace what is being edited.
 */
export function EditorLoader({
  id,
  onClose,
  onPublish,
  onSaved,
}: {
  id: string;
  onClose: () => void;
  onPublish: (p: ProgramItem) => void;
  onSaved?: (p: ProgramItem) => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const userId = useContext(SessionContext)?.user.id;
  const [state, setState] = useState<Opened | { error: unknown } | null>(null);
  const load = useCallback(async () => {
    try {
      const read = opened((await call(programApi.detail, { id })).jsonObject);
      const offer = 'doc' in read && userId ? draftToOffer(userId, read.item, read.doc) : undefined;
      setState(offer ? { ...read, offer } : read);
    } catch (err) {
      setState({ error: err });
    }
  }, [id, userId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!state) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!('doc' in state)) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('program.unreadable')}
        description={'error' in state ? errorText(state.error, translate) : t(`program.format.${state.problem}`)}
        action={<a onClick={onClose}>{t('program.back')}</a>}
      />
    );
  }
  if (state.offer) {
    const { offer, ...rest } = state;
    return (
      <DraftOffer
        program={state.item}
        draft={offer}
        onRestore={() => setState({ ...rest, restored: offer })}
        onDiscard={() => {
          if (userId) clearDraft(userId, state.item.id);
          setState(rest);
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <ProgramEditor
      program={state.item}
      document={state.doc}
      restored={state.restored}
      onClose={onClose}
      onReload={() => void load()}
      onPublish={onPublish}
      onSaved={onSaved}
    />
  );
}
