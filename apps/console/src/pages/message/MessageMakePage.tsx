import { publishMessageApi, type MessageItem } from '@apm/contract';
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { MESSAGE_LIST_PATH } from './api';
import { emptyForm, formOf, type MessageForm } from './form';
import { MessageEditor } from './MessageEditor';

/** The message the form opened: its stored record (null: a new message) and form; `key` starts the form afresh. */
type Opened = { id: string | null; stored: MessageItem | null; form: MessageForm; key: number };

/**
 * /message/form (message production): the form of the message ?id= names, or of a new message
 * without it. The message is read once when it opens (and again only when the form asks, after
 * another save won): reads refreshed in the background must not replace what is being edited.
 */
export function MessageMakePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const loads = useRef(0);

  const open = useCallback(async (messageId: string | null) => {
    const key = ++loads.current;
    setFailure(null);
    if (messageId === null) return setOpened({ id: null, stored: null, form: emptyForm(), key });
    setOpened(null);
    try {
      const stored = (await call(publishMessageApi.getPublishMessage, { id: messageId })).jsonObject;
      if (key === loads.current) setOpened({ id: messageId, stored, form: formOf(stored), key });
    } catch (err) {
      if (key === loads.current) setFailure(err);
    }
  }, []);

  // Another message asked for (the list's edit, or "new"): open it, unless it is the one just created here.
  const requested = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (requested.current === id) return;
    requested.current = id;
    void open(id);
  }, [id, open]);

  if (failure) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('messages.unreadable')}
        description={errorText(failure, translate)}
        action={<a onClick={() => void navigate(MESSAGE_LIST_PATH)}>{t('messages.toList')}</a>}
      />
    );
  }
  if (!opened) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <MessageEditor
      key={opened.key}
      stored={opened.stored}
      form={opened.form}
      onClose={() => void navigate(MESSAGE_LIST_PATH)}
      onReload={() => void open(opened.id)}
      onCreated={(m) => {
        // The form goes on as it is: only the address now names the message.
        requested.current = m.id;
        setOpened((o) => o && { ...o, id: m.id });
        setParams({ id: m.id }, { replace: true });
      }}
    />
  );
}
