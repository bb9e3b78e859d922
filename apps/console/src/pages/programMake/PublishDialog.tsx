import { publishApi, type ProgramItem } from '@apm/contract';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { PublishModal } from '../../components/PublishModal';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  program: ProgramItem;
  onClose: () => void;
}

/** Publishes a program at its current version to the terminals chosen. */
export function PublishDialog({ program, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const publish = useChange(publishApi.saveTerminals, { quiet: true });

  return (
    <PublishModal
      name={program.name}
      intro={t('publish.dialog.intro', { version: program.version, width: program.width, height: program.height })}
      calls={publishApi}
      pending={publish.isPending}
      onClose={onClose}
      publish={async (terminalIds) => {
        const { jsonObject } = await publish.mutateAsync({ programId: program.id, terminalIds });
        onClose();
        void message.success({
          content: (
            <span>
              {jsonObject.reviewState === 'pending'
                ? t('publish.dialog.doneForReview', { name: program.name, count: jsonObject.terminals })
                : t('publish.dialog.done', { name: program.name, count: jsonObject.terminals })}{' '}
              <a onClick={() => void navigate(`/publishProgram/list?id=${jsonObject.id}`)}>
                {t('publish.dialog.follow')}
              </a>
            </span>
          ),
          duration: 8,
        });
      }}
      // A program naming pictures or videos no longer in the library: open it and replace them.
      refusal={(err) =>
        err instanceof ApiError && err.fields.length > 0
          ? t('publish.dialog.invalidProgram')
          : errorText(err, translate)
      }
    />
  );
}
