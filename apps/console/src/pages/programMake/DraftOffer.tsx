import type { ProgramItem } from '@apm/contract';
import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProgramDraft } from './editor/draftStore';

interface Props {
  program: ProgramItem;
  draft: ProgramDraft;
  onRestore: () => void;
  onDiscard: () => void;
  onClose: () => void;
}

/**
 * Asked when a program opens with unsaved changes kept in this browser (a reload, a crash, a tab
 * closed): bring them back into the editor, or discard them and open the program as saved. Says
 * so when the program was saved since the changes began (a save of them goes over that one).
 */
export function DraftOffer({ program, draft, onRestore, onDiscard, onClose }: Props) {
  const { t } = useTranslation();
  const savedSince = program.version !== draft.baseVersion;
  return (
    <Card title={program.name}>
      <Alert
        type="warning"
        showIcon
        message={t('program.draft.title')}
        description={
          <>
            {t('program.draft.content', { time: new Date(draft.savedAt).toLocaleString() })}
            {savedSince && ` ${t('program.draft.savedSince', { from: draft.baseVersion, version: program.version })}`}
          </>
        }
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={onRestore}>
          {t('program.draft.restore')}
        </Button>
        <Button danger onClick={onDiscard}>
          {t('program.draft.discard')}
        </Button>
        <Button type="link" onClick={onClose}>
          {t('program.back')}
        </Button>
      </Space>
    </Card>
  );
}
