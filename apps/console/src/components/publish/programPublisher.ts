import { publishApi, type ProgramItem } from '@apm/contract';
import { ApiError } from '../../api/ApiError';
import { call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import type { Publisher } from './PublishBody';

/**
 * Publishing a program at its current version: checked first (a canvas not of a screen's shape,
 * terminals offline), the problems the publisher accepts recorded with it. Texts: publish.
 */
export function useProgramPublisher(
  program: Pick<ProgramItem, 'id' | 'version' | 'width' | 'height'> | undefined,
): Publisher {
  const { t } = useTranslation();
  const translate = useTranslate();
  const publish = useChange(publishApi.saveTerminals, { quiet: true });
  return {
    intro: program
      ? t('publish.dialog.intro', { version: program.version, width: program.width, height: program.height })
      : '',
    calls: publishApi,
    pending: publish.isPending,
    check: async (terminalIds) =>
      (await call(publishApi.checkTerminals, { programId: program?.id ?? '', terminalIds })).jsonObject,
    publish: async (terminalIds, accepted) =>
      (
        await publish.mutateAsync({
          programId: program?.id ?? '',
          terminalIds,
          ...(accepted.length ? { accepted: accepted.join(',') } : {}),
        })
      ).jsonObject,
    // A program naming pictures or videos no longer in the library: open it and replace them.
    refusal: (err) =>
      err instanceof ApiError && err.fields.length > 0 ? t('publish.dialog.invalidProgram') : errorText(err, translate),
  };
}
