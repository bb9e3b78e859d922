import type { ProgramItem } from '@apm/contract';
import { useNavigate } from 'react-router';
import { PublishModal } from '../../components/PublishModal';
import { useProgramPublisher } from '../../components/publish/programPublisher';
import { publishSetPath } from '../../components/publish/target';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  program: ProgramItem;
  onClose: () => void;
}

/** Publishes a program at its current version to the terminals chosen. */
export function PublishDialog({ program, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const publisher = useProgramPublisher(program);

  return (
    <PublishModal
      name={program.name}
      publisher={publisher}
      onClose={onClose}
      fullScreen={publishSetPath('program', program.id)}
      onPublished={(published) => {
        onClose();
        void message.success({
          content: (
            <span>
              {published.reviewState === 'pending'
                ? t('publish.dialog.doneForReview', { name: program.name, count: published.terminals })
                : t('publish.dialog.done', { name: program.name, count: published.terminals })}{' '}
              <a onClick={() => void navigate(`/publishProgram/list?id=${published.id}`)}>
                {t('publish.dialog.follow')}
              </a>
            </span>
          ),
          duration: 8,
        });
      }}
    />
  );
}
