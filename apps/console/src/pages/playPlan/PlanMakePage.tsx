import { playPlanApi, type PlanItem } from '@apm/contract';
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { FullWindow } from '../../components/FullWindow';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { PLAN_LIST_PATH } from './api';
import { draftOf, emptyDraft, type Draft } from './draft';
import { PlanEditor } from './PlanEditor';

/** The plan the editor opened: its stored record (null: a new plan) and draft; `key` starts the editor afresh. */
type Opened = { id: string | null; stored: PlanItem | null; draft: Draft; key: number };

/**
 * /playPlan/planMake: the plan editor, of the plan ?id= names, or of a new plan without it. The plan
 * is read once when it opens (and again only when the editor asks, after another save won): reads
 * refreshed in the background must not replace what is being edited. `fullScreen`: the same at
 * /PlanMake, in the whole window (no header, menu or tabs).
 */
export function PlanMakePage({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const loads = useRef(0);

  const open = useCallback(async (planId: string | null) => {
    const key = ++loads.current;
    setFailure(null);
    if (planId === null) return setOpened({ id: null, stored: null, draft: emptyDraft(), key });
    setOpened(null);
    try {
      const detail = (await call(playPlanApi.detail, { id: planId })).jsonObject;
      const { entryList: _, ...stored } = detail;
      if (key === loads.current) setOpened({ id: planId, stored, draft: draftOf(detail), key });
    } catch (err) {
      if (key === loads.current) setFailure(err);
    }
  }, []);

  // Another plan asked for (the list's edit, or "new"): open it, unless it is the one just created here.
  const requested = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (requested.current === id) return;
    requested.current = id;
    void open(id);
  }, [id, open]);

  const back = () => void navigate(PLAN_LIST_PATH);
  const framed = (body: ReactNode) =>
    fullScreen ? (
      <FullWindow title={t('menu.PlanMake')} onClose={back}>
        {body}
      </FullWindow>
    ) : (
      body
    );

  if (failure) {
    return framed(
      <Alert
        type="error"
        showIcon
        message={t('playPlan.unreadable')}
        description={errorText(failure, translate)}
        action={<a onClick={back}>{t('playPlan.back')}</a>}
      />,
    );
  }
  if (!opened) return framed(<Spin style={{ display: 'block', margin: '80px auto' }} />);
  return (
    <PlanEditor
      key={opened.key}
      stored={opened.stored}
      draft={opened.draft}
      fullScreen={fullScreen}
      onClose={back}
      onReload={() => void open(opened.id)}
      onCreated={(plan) => {
        // The editor goes on as it is: only the address now names the plan.
        requested.current = plan.id;
        setOpened((o) => o && { ...o, id: plan.id });
        setParams({ id: plan.id }, { replace: true });
      }}
    />
  );
}
