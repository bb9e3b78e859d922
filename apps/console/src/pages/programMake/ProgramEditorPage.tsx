import type { ProgramItem } from '@apm/contract';
import { theme } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EditorLoader } from './EditorLoader';
import { PublishDialog } from './PublishDialog';

/**
 * What the editor at /inframe tells the page that frames it (`window.parent.postMessage`, to that
 * page's origin, which must be the console's own: docs/console.md).
 */
export type EditorFrameMessage =
  | { type: 'apm:program-saved'; id: string; version: number }
  | { type: 'apm:program-closed'; id: string };

/**
 * /programEditor?id=: one program's editor in the whole window; closing it goes to program
 * production. /inframe?id= (`framed`): the same, for a page of the console's origin to frame:
 * saving and closing are told to that page, which decides what comes next.
 */
export function ProgramEditorPage({ framed = false }: { framed?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const [publishing, setPublishing] = useState<ProgramItem | null>(null);
  const id = params.get('id') ?? '';
  const inFrame = framed && window.parent !== window;
  const tell = (m: EditorFrameMessage) => {
    if (inFrame) window.parent.postMessage(m, window.location.origin);
  };

  return (
    <div data-page={pathname} style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}>
      <EditorLoader
        key={id}
        id={id}
        onClose={() => (inFrame ? tell({ type: 'apm:program-closed', id }) : void navigate('/program/make'))}
        onPublish={setPublishing}
        onSaved={(p) => tell({ type: 'apm:program-saved', id: p.id, version: p.version })}
      />
      {publishing && <PublishDialog program={publishing} onClose={() => setPublishing(null)} />}
    </div>
  );
}
